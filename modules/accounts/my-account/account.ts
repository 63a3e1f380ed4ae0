import { messages } from '../../../common/messages';
import type { AnswerOf } from '../../../common/api/endpoints';
import { refusalText } from '../../../app/lib/refusal';

/** The member's own account, as GET /api/account answers it. */
export type Account = AnswerOf<'account'>['account'];

/** A refused request as one status line: the server's sentence, or its status code. */
export const failure = (res: { status: number; data: { message?: string } }) =>
  `${messages.cross} ${refusalText(res)}`;
