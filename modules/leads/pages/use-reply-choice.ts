import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { replyChannelFor, type ReplyChannel } from '../leads.words';

/**
 * "How should we answer?" follows the phone number as it is typed: WhatsApp once there is a number,
 * e-mail while there is none (replyChannelFor, the server's own rule for a form sent with no choice
 * made), until the visitor picks a channel themselves; from then on their choice stays.
 *
 * The page's HTML has no channel chosen (unless the form came back refused with one): without
 * JavaScript the server decides from the number on arrival. Once the script runs, the channel that
 * applies to the number typed so far is shown chosen. The radios stay plain inputs (uncontrolled),
 * so the form posts the same fields with or without the script.
 */
export function useReplyChoice(form: RefObject<HTMLFormElement | null>, refusedChoice: ReplyChannel | undefined) {
  /** True once the visitor chose a channel (a choice the refused form came back with is theirs too). */
  const picked = useRef(refusedChoice !== undefined);

  const follow = useCallback(
    (phone: string) => {
      if (picked.current) return;
      const channel = replyChannelFor(undefined, phone.trim());
      const radio = form.current?.querySelector<HTMLInputElement>(`input[name="replyVia"][value="${channel}"]`);
      if (radio) radio.checked = true;
    },
    [form],
  );

  useEffect(() => {
    follow(form.current?.querySelector<HTMLInputElement>('input[name="phone"]')?.value ?? '');
  }, [follow, form]);

  return { chosen: refusedChoice, picked, follow };
}
