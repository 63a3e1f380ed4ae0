import { hash, verify, type Algorithm } from '@node-rs/argon2';

// OWASP's current minimum for argon2id: m=19 MiB, t=2, p=1.
// Algorithm is a const enum, unusable under verbatimModuleSyntax: 2 is Argon2id.
const OPTIONS = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verified against for unknown e-mails, so a login with a wrong address costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password-but-costs-the-same');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
