/**
 * The text of a reply staff write to a lead (docs/decisions/0024-leads.md): the greeting, what staff
 * typed, and the signature. One function, used by the reply form (it shows the greeting and the
 * signature as they will go out), by the preview and by the mail the server sends, so the three
 * never differ. Staff who open with their own "Dear …" get no second greeting; staff who sign off
 * with their own "Regards" get no second sign-off, and, when they also typed their name under it,
 * no second name either: only the company's phone and e-mail are added.
 */

/** Who the reply is to and from: the lead's name, the staff member's, and the company's details. */
export interface ReplyFrame {
  /** The person the reply goes to, as they gave their name. */
  name: string;
  staffName: string;
  siteName: string;
  /** The company's phone number as shown, if it has one. */
  phone: string | null;
  /** The company inbox, where the customer's answer goes. */
  inbox: string;
}

export interface ReplyParts {
  /** "Dear Chinedu Okafor,", or null when staff wrote their own greeting. */
  greeting: string | null;
  /** What staff typed, trimmed. */
  body: string;
  /** The lines added under it: a sign-off (unless staff wrote one), the name and company (unless staff signed with theirs), phone, e-mail. */
  signature: string[];
  /** The whole text as it goes out. */
  text: string;
}

/** The sign-off added when staff wrote none. */
export const REPLY_SIGN_OFF = 'Kind regards,';

const GREETING = /^(dear|hello|hi|hey|good\s+(morning|afternoon|evening|day)|greetings|compliments\s+of\s+the\s+season)\b/i;
const SIGN_OFF =
  /^((kind|best|warm|warmest|with\s+(kind|best))\s+regards|regards|yours\s+(sincerely|faithfully|truly)|sincerely|best\s+wishes|(many\s+)?thanks|thank\s+you|cheers|respectfully)\s*[,.!]?$/i;
/** How far from the end a sign-off may stand (a sign-off, a name, a title, a company, a phone). */
const SIGN_OFF_WINDOW = 5;

/** A name as one line of words (an older lead's name may hold line breaks or runs of spaces). */
const oneLineName = (name: string) => name.replace(/\s+/g, ' ').trim();

/** The greeting the reply opens with when staff write none. */
export const replyGreeting = (name: string) => `Dear ${oneLineName(name) || 'Sir or Madam'},`;

/** Whether staff opened with a greeting of their own. */
export function hasOwnGreeting(body: string): boolean {
  const first = body.split('\n').find((l) => l.trim() !== '');
  return first !== undefined && GREETING.test(first.trim());
}

/** Where staff signed off: how many lines they typed under their sign-off (0: it ends the text), or null when they did not. */
export function ownSignOff(body: string): { linesAfter: number } | null {
  const lines = body.split('\n').map((l) => l.trim()).filter((l) => l !== '');
  for (let i = lines.length - 1; i >= Math.max(0, lines.length - SIGN_OFF_WINDOW); i--) {
    if (SIGN_OFF.test(lines[i])) return { linesAfter: lines.length - 1 - i };
  }
  return null;
}

export function composeLeadReply(frame: ReplyFrame, typed: string): ReplyParts {
  const body = typed.replace(/\r\n?/g, '\n').trim();
  const greeting = hasOwnGreeting(body) ? null : replyGreeting(frame.name);
  const signed = ownSignOff(body);
  const contact = [frame.phone ? `Phone: ${frame.phone}` : '', `E-mail: ${frame.inbox}`].filter(Boolean);
  const who = [frame.staffName, frame.siteName];
  const signature = !signed ? [REPLY_SIGN_OFF, ...who, ...contact] : signed.linesAfter === 0 ? [...who, ...contact] : contact;
  // A name completes the sign-off staff ended with, on the next line; anything else follows a blank line.
  const gap = signed?.linesAfter === 0 ? [] : [''];
  const text = [...(greeting ? [greeting, ''] : []), body, ...gap, ...signature, ''].join('\n');
  return { greeting, body, signature, text };
}
