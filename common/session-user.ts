import { z } from 'zod';
import { ROLES } from './roles';

/**
 * The signed-in user as the API hands it out (login, a new password, a new e-mail address), as the
 * session token carries it, and as the browser keeps it beside the token.
 */
export const SessionUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
});

export type SessionUser = z.infer<typeof SessionUserSchema>;

/** Only the session fields of a larger record (an account row never leaks its other columns). */
export function sessionUserOf(u: SessionUser): SessionUser {
  return { id: u.id, username: u.username, email: u.email, role: u.role };
}
