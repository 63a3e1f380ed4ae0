import { formatNaira } from '../../common/money';
import { buttonLink, detailRow, escapeHtml, FONT, greeting, layout, linkOrText, oneLine, type RenderedMail } from '../../server/services/mail-templates/layout';

/** What the mails of an invoice show: its number, amounts and dates, as stored. */
export interface InvoiceMailFacts {
  siteName: string;
  /** The customer's name, as they gave it. */
  name: string;
  number: string;
  totalKobo: number;
  paidKobo: number;
  /** YYYY-MM-DD. */
  dueOn: string;
  /** The office's phone, for questions; null when none is published. */
  phone: string | null;
}

const p = (s: string) => `<p style="margin:0 0 16px 0;">${escapeHtml(s)}</p>`;
const h1 = (s: string) => `<h1 style="margin:0 0 16px 0;${FONT}font-size:22px;line-height:28px;color:#111827;">${escapeHtml(s)}</h1>`;
const table = (rows: string[]) => `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px 0;">${rows.join('')}</table>`;
const ask = (f: InvoiceMailFacts) => (f.phone ? `Questions? Reply to this e-mail or call us on ${f.phone}.` : 'Questions? Reply to this e-mail.');

/** The invoice's link: what is due and by when; the page gives the payment instructions. */
export function invoiceMail(f: InvoiceMailFacts & { url: string }): RenderedMail {
  const subject = oneLine(`Invoice ${f.number} from ${f.siteName}`);
  const due = f.totalKobo - f.paidKobo;
  const intro = `Thank you for accepting our quote. Invoice ${f.number} for ${formatNaira(f.totalKobo)} is ready; please pay ${formatNaira(due)} by ${f.dueOn}.`;
  const how = 'The invoice page shows the lines, what is paid and how to pay by bank transfer. You can print it or save it as a PDF.';
  const text = [greeting(f.name), '', intro, how, '', f.url, '', ask(f), '', `— ${f.siteName}`, ''].join('\n');
  const body = `${h1(subject)}
${p(greeting(f.name))}
${p(intro)}
${table([detailRow('Invoice', escapeHtml(f.number)), detailRow('Total', escapeHtml(formatNaira(f.totalKobo))), detailRow('Due by', escapeHtml(f.dueOn))])}
${p(how)}
${buttonLink(f.url, 'View and pay the invoice')}
<p style="margin:0 0 16px 0;">Or open this address: ${linkOrText(f.url)}</p>
<p style="margin:0;color:#4b5563;">${escapeHtml(ask(f))}</p>`;
  return { subject, text, html: layout({ title: subject, preheader: intro, siteName: f.siteName, body }) };
}

/** The receipt, once payments cover the invoice. */
export function receiptMail(f: InvoiceMailFacts & { paidOn: string }): RenderedMail {
  const subject = oneLine(`Receipt for invoice ${f.number} — paid in full`);
  const intro = `We have received ${formatNaira(f.paidKobo)} for invoice ${f.number}. It is paid in full; thank you.`;
  const text = [greeting(f.name), '', intro, `Paid on: ${f.paidOn}`, '', 'Keep this e-mail as your receipt.', ask(f), '', `— ${f.siteName}`, ''].join('\n');
  const body = `${h1(subject)}
${p(greeting(f.name))}
${p(intro)}
${table([detailRow('Invoice', escapeHtml(f.number)), detailRow('Amount paid', escapeHtml(formatNaira(f.paidKobo))), detailRow('Paid on', escapeHtml(f.paidOn))])}
${p('Keep this e-mail as your receipt.')}
<p style="margin:0;color:#4b5563;">${escapeHtml(ask(f))}</p>`;
  return { subject, text, html: layout({ title: subject, preheader: intro, siteName: f.siteName, body }) };
}
