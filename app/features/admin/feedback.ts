import { useCallback } from 'react';
import type { ApiAnswer } from '../../lib/api';
import { useToast } from '../../components/toast';
import { messages } from '../../../common/messages';
import { ADMIN_MAX_UPLOAD_BYTES, megabytes } from '../../../common/constants';

/** Server refusals in the words of an office worker, not of a programmer. */
export function explainRefusal(status: number, serverMessage?: string): string {
  switch (status) {
    case 401:
      return 'Your session has ended. Please log in again.';
    case 403:
      return 'Only administrators can do this.';
    case 413:
      // Every picture the admin area uploads has the admin's limit (common/constants.ts).
      return `This picture is larger than ${megabytes(ADMIN_MAX_UPLOAD_BYTES)} MB. Please choose a smaller one.`;
    case 415:
      return 'Only JPEG, PNG, WebP, GIF or AVIF pictures can be uploaded.';
    case 429:
      return serverMessage || 'Too many attempts in a short time. Please wait a minute and try again.';
    default:
      return status >= 500 ? messages.adminException : serverMessage || messages.adminException;
  }
}


/**
 * Runs one admin save or delete and answers it with a toast: the server's message on success, the
 * refusal explained in plain words, or 'Something went wrong' when the call throws. Returns the answer (null after an exception) so the caller can refresh.
 */
export function useAdminAction() {
  const toast = useToast();
  return useCallback(
    async <A extends ApiAnswer>(call: () => Promise<A>): Promise<A | null> => {
      try {
        const r = await call();
        if (r.ok) toast.success(r.data.message || 'Saved.');
        else toast.error(explainRefusal(r.status, r.data.message));
        return r;
      } catch {
        toast.error(messages.adminException);
        return null;
      }
    },
    [toast],
  );
}

/** Every destructive action asks first. */
export function confirmed(question: string): boolean {
  return window.confirm(question);
}
