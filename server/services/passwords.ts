import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** argon2id's costs: memory in KiB, passes, lanes. */
export interface Argon2Cost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

// OWASP's current minimum for argon2id: m=19 MiB, t=2, p=1.
export const PRODUCTION_ARGON2: Argon2Cost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Hashing and checking passwords at one argon2id cost. */
export interface PasswordHashing {
  hash(password: string): Promise<string>;
  /** False for a wrong password, and for no stored hash at all, after the same work as a check. */
  verify(storedHash: string | null, password: string): Promise<boolean>;
}

/**
 * Password hashing at `cost`: the production cost unless a test lowered it (ARGON2_TEST_MEMORY_KIB,
 * refused outside NODE_ENV=test, server/config.ts). A stored hash names the cost it was made with,
 * so `verify` checks any hash at its own cost.
 */
export function passwordHashing(cost: Argon2Cost = PRODUCTION_ARGON2): PasswordHashing {
  // Algorithm is a const enum, unusable under verbatimModuleSyntax: 2 is Argon2id.
  const options = { algorithm: 2 as Algorithm.Argon2id, ...cost };
  // Checked against for unknown e-mails, so a login with a wrong address costs the same time as a wrong password.
  let dummyHash: Promise<string> | undefined;
  const hashing: PasswordHashing = {
    hash: (password) => hash(password, options),
    async verify(storedHash, password) {
      if (!storedHash) {
        dummyHash ??= hashing.hash('not-a-real-password-but-costs-the-same');
        await verify(await dummyHash, password).catch(() => false);
        return false;
      }
      try {
        return await verify(storedHash, password);
      } catch {
        return false;
      }
    },
  };
  return hashing;
}

/** The production cost: what the command-line tools and a call without the app's hashing use. */
export const productionPasswords = passwordHashing();

/** Hashes at the production cost (the command-line tools, which never run with test settings). */
export function hashPassword(password: string): Promise<string> {
  return productionPasswords.hash(password);
}
