import { UNCHECKED_LABEL, type SpamCheck } from '../../../common/spam-check';

/**
 * The mark on a contact message or review that was sent without JavaScript: no captcha checked it,
 * only the server's own checks, so the admin looks twice before answering or approving it.
 */
export function SpamCheckNote({ check, what }: { check: SpamCheck | undefined; what: 'message' | 'review' }) {
  if (check !== 'form') return null;
  return (
    <p className="admin-unchecked">
      <strong>{UNCHECKED_LABEL}.</strong> It passed the site&rsquo;s own spam checks; make sure it is genuine before you{' '}
      {what === 'message' ? 'reply' : 'approve it'}.
    </p>
  );
}

/** The short badge beside the sender's name in a list. */
export function SpamCheckBadge({ check }: { check: SpamCheck | undefined }) {
  if (check !== 'form') return null;
  return <span className="admin-unchecked-badge">No captcha</span>;
}
