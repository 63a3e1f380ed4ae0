/**
 * The deliveries' limits and words (docs/decisions/0037-deliveries.md), shared by the server and
 * the screens. Page-safe: no server code.
 */

/** The largest document staff may attach: 20 MB, the admin area's upload limit. */
export const DELIVERY_MAX_BYTES = 20 * 1024 * 1024;

/** Documents one delivery may hold. */
export const DELIVERY_MAX_DOCUMENTS = 10;

/** The file types staff may attach, for the file picker (the server checks the content itself). */
export const DOCUMENT_ACCEPT = '.pdf,.docx,.doc,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/msword';

/** Where a delivery stands: waiting and on time, waiting past its due time, delivered. */
export type DeliveryState = 'due' | 'late' | 'delivered';

export function deliveryState(d: { due_at: string; delivered_at: string | null }, now = new Date()): DeliveryState {
  if (d.delivered_at) return 'delivered';
  return now.getTime() > Date.parse(d.due_at) ? 'late' : 'due';
}

export const megabytesOf = (bytes: number) => `${Math.max(0.1, Math.round(bytes / 104_857.6) / 10)} MB`;

const LAGOS = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Africa/Lagos' });

/** A moment in Lagos time, "8 Dec 2026, 14:05", the same on the server and in the page. */
export const lagosTime = (iso: string) => LAGOS.format(new Date(iso));
