import { messages } from '../../../common/messages';

/** The member's own account, as GET /api/account answers it. */
export interface Account {
  id: number;
  username: string;
  email: string;
  role: 'user' | 'admin';
  created_at: string;
  email_verified_at: string | null;
  last_login_at: string | null;
}

/** A refused request as one status line: the server's sentence, or its status code. */
export const failure = (res: { status: number; data: { message?: string } }) =>
  `${messages.cross} ${res.data.message ?? `The server answered ${res.status}.`}`;
