import { buttonLink, detailRow, escapeHtml, FONT, greeting, layout, linkOrText, oneLine, type RenderedMail } from '../../server/services/mail-templates/layout';

/** What the mail of a delivered project says: the topic, the documents and where to download them. */
export interface DeliveryMailFacts {
  siteName: string;
  /** The student's name, as they gave it. */
  name: string;
  topic: string;
  documents: string[];
  /** The member's account page, where the documents are downloaded after signing in. */
  accountUrl: string;
  phone: string | null;
}

const p = (s: string) => `<p style="margin:0 0 16px 0;">${escapeHtml(s)}</p>`;

/**
 * The student's mail when staff deliver (docs/decisions/0037-deliveries.md). It carries no document
 * and no download link that works without signing in: the files are downloaded from My account.
 */
export function deliveryMail(f: DeliveryMailFacts): RenderedMail {
  const subject = oneLine(`Your project materials are ready: ${f.topic}`);
  const intro = `We have delivered the materials for your project topic "${f.topic}".`;
  const how = 'Sign in to your account on our website and open My account: the documents are under "My topic requests", ready to download.';
  const ask = f.phone ? `Questions? Reply to this e-mail or call us on ${f.phone}.` : 'Questions? Reply to this e-mail.';
  const list = f.documents.map((d) => `- ${d}`);
  const text = [greeting(f.name), '', intro, '', 'Documents:', ...list, '', how, f.accountUrl, '', ask, '', `— ${f.siteName}`, ''].join('\n');
  const body = `<h1 style="margin:0 0 16px 0;${FONT}font-size:22px;line-height:28px;color:#111827;">${escapeHtml(subject)}</h1>
${p(greeting(f.name))}
${p(intro)}
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px 0;">${f.documents.map((d, i) => detailRow(i === 0 ? 'Documents' : '', escapeHtml(d))).join('')}</table>
${p(how)}
${buttonLink(f.accountUrl, 'Open My account')}
<p style="margin:0 0 16px 0;">Or open this address: ${linkOrText(f.accountUrl)}</p>
<p style="margin:0;color:#4b5563;">${escapeHtml(ask)}</p>`;
  return { subject, text, html: layout({ title: subject, preheader: intro, siteName: f.siteName, body }) };
}
