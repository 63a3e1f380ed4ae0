import type { SpamCheck } from '../../../common/spam-check';

/**
 * The admin's mark on a message or review that no captcha checked. Kept here, not beside the field
 * names in common/spam-check.ts: a value the admin imports from that module would make it a chunk
 * of its own, one more script for the public forms that need its field names.
 */
const UNCHECKED_LABEL = 'Sent without JavaScript: not captcha-checked';

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
