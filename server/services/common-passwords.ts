import { dictionary } from '@zxcvbn-ts/language-common';
import { messages } from '../../common/messages';
import { badRequest } from '../http/errors';

/**
 * Refuses the passwords people pick most often (docs/decisions/0013-sessions-and-passwords.md).
 * The list is zxcvbn-ts's "passwords-common" dictionary (MIT), ordered from the most used; only
 * entries a new password could be (at least 8 characters) matter, and the first 10 000 of those are
 * kept. It lives on the server only: the pages learn of a refusal from the API's answer.
 */
export const COMMON_PASSWORD_COUNT = 10_000;

let list: Set<string> | undefined;

function commonPasswords(): Set<string> {
  list ??= new Set(
    dictionary['passwords-common']
      .filter((p) => p.length >= 8)
      .slice(0, COMMON_PASSWORD_COUNT)
      .map((p) => p.toLowerCase()),
  );
  return list;
}

/** True for a password on the list, whatever its letter case ("Password1" is "password1"). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** Sign-up, password reset and password change call this before the new password is stored. */
export function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw badRequest(messages.passwordTooCommon);
}
