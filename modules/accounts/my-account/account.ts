import { useEffect, useState } from 'react';
import { messages } from '../../../common/messages';
import type { AnswerOf } from '../../../common/api/endpoints';
import type { ApiName } from '../../../common/api/routes';
import type { CallAnswer } from '../../../app/lib/call';
import { refusalText } from '../../../app/lib/refusal';

/** The member's own account, as GET /api/account answers it. */
export type Account = AnswerOf<'account'>['account'];

/** A refused request as one status line: the server's sentence, or its status code. */
export const failure = (res: { status: number; data: { message?: string } }) =>
  `${messages.cross} ${refusalText(res)}`;

/** A read of My account's: loading, its answer, or the line that says why it failed. */
export type MemberRead<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'failed'; text: string };

/**
 * Reads one of the member's own calls (`account`, `myTopicRequests`) once, when the panel shows:
 * `read` makes the call, with the session's token and the signal that cancels it. A 401 leaves it
 * loading: the session has ended, and the page sends the member to the login page. Left unmounted,
 * the read is cancelled. The setter puts a newer answer in its place (the account after a change
 * of e-mail).
 */
export function useMemberRead<N extends ApiName>(read: (signal: AbortSignal) => Promise<CallAnswer<N>>): [MemberRead<AnswerOf<N>>, (data: AnswerOf<N>) => void] {
  const [state, setState] = useState<MemberRead<AnswerOf<N>>>({ state: 'loading' });
  useEffect(() => {
    const ctrl = new AbortController();
    read(ctrl.signal)
      .then((res) => {
        if (res.ok) setState({ state: 'ready', data: res.data });
        else if (res.status !== 401) setState({ state: 'failed', text: failure(res) });
      })
      .catch((e: unknown) => {
        if ((e as Error).name !== 'AbortError') setState({ state: 'failed', text: messages.networkTryAgain });
      });
    return () => ctrl.abort();
    // Read once, when the panel shows.
  }, []);
  return [state, (data) => setState({ state: 'ready', data })];
}
