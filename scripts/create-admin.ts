// `npm run create-admin`: makes sure an admin account exists, asking for what is not in the
// environment (ADMIN_EMAIL, ADMIN_PASSWORD). A verified admin at the address is left as it is (its
// password is never overwritten). Any other account at the address is only made admin with
// `--take-over` (or a "yes" when asked): its password is then reset to the one given, its sessions
// end and its codes are voided first (docs/decisions/0011-uploads-admin-provisioning-restore.md).
import { createInterface } from 'node:readline/promises';
import { stdin, stdout } from 'node:process';
import { loadConfig, ConfigError } from '../server/config';
import { createDatabase, migrateToLatest } from '../server/db/database';
import { ensureAdmin, takeOverAsAdmin } from '../modules/staff/calls.server';
import { isCommonPassword } from '../server/services/common-passwords';
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
  const takeOver = process.argv.slice(2).includes('--take-over');
  const rl = createInterface({ input: stdin, output: stdout });
  try {
    const email = EmailSchema.parse(process.env.ADMIN_EMAIL ?? (await ask(rl, 'Admin e-mail: ')));
    // Without a terminal (a deploy script) nobody answers: the display name defaults.
    const username = process.env.ADMIN_USERNAME ?? ((stdin.isTTY ? await ask(rl, 'Display name [Administrator]: ') : '') || 'Administrator');
    const password = PasswordSchema.parse(process.env.ADMIN_PASSWORD ?? (await ask(rl, 'Password (8 to 128 characters): ', true)));
    if (isCommonPassword(password)) {
      throw new Error('This password is one of the most common ones, which guessers try first. Choose another.');
    }
    const db = createDatabase(config.database);
    try {
      await migrateToLatest(db);
      const result = await ensureAdmin(db, { email, password, username });
      if (result === 'created') console.log(`Admin account created: ${email}`);
      else if (result === 'unchanged') console.log(`Admin account already exists (password unchanged): ${email}`);
      else {
        console.log(
          `An account that is not a verified admin already uses ${email}. Whoever created it chose its password.\n` +
            'Taking it over resets its password to the one given, ends its sessions, voids its codes, and makes it a verified admin.',
        );
        const yes = takeOver || (stdin.isTTY && /^y(es)?$/i.test(await ask(rl, 'Take this account over? [y/N] ')));
        if (!yes) {
          console.error('Nothing changed. Run again with --take-over to take the account over, or choose another e-mail.');
          process.exitCode = 1;
          return;
        }
        await takeOverAsAdmin(db, { email, password });
        console.log(`Account taken over: ${email} is now a verified admin with the password given; its sessions ended.`);
      }
    } finally {
      await db.destroy();
    }
  } finally {
    rl.close();
  }
}

main().catch((e) => {
  if (e instanceof ConfigError) console.error(`Configuration error: ${e.message}`);
  else if (e?.issues) console.error(e.issues[0].message);
  else console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
