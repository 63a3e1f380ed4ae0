import { displayNigerianPhone } from '../../common/phone';
import { replyChannelFor, type ReplyChannel } from './leads.words';
import type { ContactInput } from '../../common/schemas';

/*
 * The words of the confirmation of a sent message that depend on the message, without React: the
 * component (./contact-sent.tsx) and the contact form's widget on the page served without React
 * (app/widgets/contact-form.ts) say them alike.
 */

/** What the confirmation knows of the message just sent (only the channel after a post without JavaScript). */
export interface SentMessage {
  replyVia: ReplyChannel;
  name?: string;
  email?: string;
  phone?: string | null;
  subject?: string;
}

/** How we will answer, in the sender's terms. */
/** What the confirmation repeats of a message the API stored: the channel it will be answered on, and the details typed. */
export function sentMessageOf(m: ContactInput): SentMessage {
  return { replyVia: replyChannelFor(m.replyVia, m.phone), name: m.name, email: m.email, phone: m.phone, subject: m.subject };
}

export function answerLine(sent: SentMessage): string {
  const phone = sent.phone ? displayNigerianPhone(sent.phone) : null;
  switch (sent.replyVia) {
    case 'phone':
      return phone ? `We will call you on ${phone}.` : 'We will call you on the number you gave us.';
    case 'whatsapp':
      return phone ? `We will answer you on WhatsApp at ${phone}.` : 'We will answer you on WhatsApp at the number you gave us.';
    default:
      return sent.email ? `We will answer by e-mail at ${sent.email}.` : 'We will answer by e-mail at the address you gave us.';
  }
}

/** The first WhatsApp message to the company about the message just sent. */
export function whatsappFollowUpText(site: { shortName: string }, sent: SentMessage): string {
  const about = sent.subject ? ` about “${sent.subject}”` : '';
  const from = sent.name ? ` This is ${sent.name}.` : '';
  return `Hello ${site.shortName},${from} I have just sent you a message${about} through the contact form on your website.`;
}
