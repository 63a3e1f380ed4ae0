import { buttonLink, escapeHtml, escapeMultiline, FONT, layout, linkOrText, oneLine, type RenderedMail } from '../../server/services/mail-templates/layout';

export interface QuoteMailInput {
  siteName: string;
  /** The lead's name, as they gave it. */
  name: string;
  /** "₦57,028.04", VAT included. */
  total: string;
  /** The last day the offer holds, as the page writes it. */
  validUntil: string;
  /** The customer's page: the only copy of the link the office keeps is this mail. */
  url: string;
  /** The office's phone, for questions. */
  phone: string | null;
}

/** To the customer: their quote is ready, with the link to read, accept or ask about it. */
export function quoteMail(input: QuoteMailInput): RenderedMail {
  const subject = oneLine(`Your quote from ${input.siteName}: ${input.total}`);
  const intro = `Hello ${input.name}, thank you for your enquiry. Your quote of ${input.total} (VAT included) is ready. It is valid until ${input.validUntil}. Open it to see every line, accept it or ask us a question.`;
  const call = input.phone ? `You can also call us on ${input.phone}.` : '';
  const text = [oneLine(intro), '', input.url, '', call, '', `— ${input.siteName}`, ''].join('\n');
  const body = `<h1 style="margin:0 0 16px 0;${FONT}font-size:22px;line-height:28px;color:#111827;">Your quote is ready</h1>
<p style="margin:0 0 16px 0;">${escapeHtml(intro)}</p>
${buttonLink(input.url, 'View your quote')}
<p style="margin:0 0 16px 0;font-size:14px;">${linkOrText(input.url)}</p>
${call ? `<p style="margin:0;">${escapeHtml(call)}</p>` : ''}`;
  return { subject, text, html: layout({ title: subject, preheader: intro, siteName: input.siteName, body }) };
}

export interface QuoteNoticeInput {
  siteName: string;
  /** "accepted" or "question". */
  what: 'accepted' | 'question';
  quoteNumber: number;
  leadName: string;
  /** The name typed when accepting, or the question. */
  words: string;
  total: string;
  adminUrl: string;
}

/** To the office: a customer accepted a quote, or asked a question on its page. */
export function quoteNoticeMail(input: QuoteNoticeInput): RenderedMail {
  const accepted = input.what === 'accepted';
  const subject = oneLine(
    accepted ? `Quote ${input.quoteNumber} accepted by ${input.leadName} (${input.total})` : `Question from ${input.leadName} about quote ${input.quoteNumber}`,
  );
  const intro = accepted
    ? `${input.leadName} accepted quote ${input.quoteNumber} of ${input.total} on its page, signing as "${input.words}". Prepare the invoice.`
    : `${input.leadName} asked a question on the page of quote ${input.quoteNumber} (${input.total}). It is in the lead's history; answer from the lead.`;
  const text = [oneLine(intro), '', ...(accepted ? [] : [input.words, '']), `Open the lead: ${input.adminUrl}`, '', `— ${input.siteName}`, ''].join('\n');
  const body = `<p style="margin:0 0 16px 0;">${escapeHtml(intro)}</p>
${accepted ? '' : `<blockquote style="margin:0 0 16px 0;padding:8px 12px;border-left:4px solid #d1d5db;">${escapeMultiline(input.words)}</blockquote>`}
${buttonLink(input.adminUrl, 'Open the lead')}`;
  return { subject, text, html: layout({ title: subject, preheader: intro, siteName: input.siteName, body }) };
}
