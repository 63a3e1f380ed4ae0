// `npm run create-admin`: makes sure an admin account exists, asking for what is not in the
// environment (ADMIN_EMAIL, ADMIN_PASSWORD). An existing password is never overwritten.
import { createInterface } from 'node:readline/promises';
import { stdin, stdout } from 'node:process';
import { loadConfig, ConfigError } from '../server/config';
import { createDatabase, migrateToLatest } from '../server/db/database';
import { ensureAdmin } from '../server/services/admin-account';
import { EmailSchema, PasswordSchema } from '../common/schemas';

async function ask(rl: ReturnType<typeof createInterface>, q: string, hidden = false): Promise<string> {
  if (!hidden) return (await rl.question(q)).trim();
  // Do not echo the password.
  const out = stdout as unknown as { write: (s: string) => boolean };
  const orig = out.write.bind(out);
  out.write = (s: string) => (s.startsWith(q) ? orig(s) : true);
  try {
    return await rl.question(q);
  } finally {
    out.write = orig;
    orig('\n');
  }
}

async function main() {
  const config = loadConfig({ ...process.env, ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined });
  const rl = createInterface({ input: stdin, output: stdout });
  const email = EmailSchema.parse(process.env.ADMIN_EMAIL ?? (await ask(rl, 'Admin e-mail: ')));
  const username = process.env.ADMIN_USERNAME ?? ((await ask(rl, 'Display name [Administrator]: ')) || 'Administrator');
  const password = PasswordSchema.parse(process.env.ADMIN_PASSWORD ?? (await ask(rl, 'Password (8 to 128 characters): ', true)));
  rl.close();
  const db = createDatabase(config.database);
  await migrateToLatest(db);
  const result = await ensureAdmin(db, { email, password, username });
  await db.destroy();
  const said = { created: 'Admin account created', promoted: 'Existing account is now a verified admin (password unchanged)', unchanged: 'Admin account already exists (password unchanged)' };
  console.log(`${said[result]}: ${email}`);
}

main().catch((e) => {
  if (e instanceof ConfigError) console.error(`Configuration error: ${e.message}`);
  else if (e?.issues) console.error(e.issues[0].message);
  else console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
