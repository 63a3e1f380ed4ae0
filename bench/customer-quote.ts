/**
 * A customer's quote page to measure beside the public pages (`npm run slow-network`): a prospect's
 * message through the contact API (its spam check solved as the widget solves it), a quote of two
 * catalogue-like lines made and sent by the admin, and the path of the link the customer would get.
 * Null on a build that has no quotes (a baseline from before them).
 */
import { solveAltchaForTests } from '../tests/support/captcha';

export async function customerQuotePath(origin: string, admin: { email: string; password: string }): Promise<string | null> {
  const post = (url: string, body: object, token?: string) =>
    fetch(`${origin}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  const login = await (await post('/api/login', admin)).json();
  const captchaToken = await solveAltchaForTests(await (await fetch(`${origin}/api/captcha/challenge`)).text());
  const sent = await post('/api/contact', {
    name: 'Ifeoma Chukwu',
    email: 'ifeoma.chukwu@example.net',
    phone: '0803 555 0142',
    subject: 'Hospital management software for our clinic',
    message: 'We run a 20-bed clinic in Independence Layout and want records, billing and the pharmacy on one system.',
    captchaToken,
  });
  if (!sent.ok) throw new Error(`the quote's lead could not be sent: ${sent.status}`);
  const leads = await fetch(`${origin}/api/leads`, { headers: { authorization: `Bearer ${login.token}` } });
  if (!leads.ok) return null;
  const lead = ((await leads.json()).leads as { id: number; email: string }[]).find((l) => l.email === 'ifeoma.chukwu@example.net');
  if (!lead) return null;
  const draft = await post(`/api/leads/${lead.id}/quotes`, {
    lines: [
      { description: 'Hospital management software: records, billing and pharmacy (licence for one site)', quantity: 1, unit_kobo: 45_000_000 },
      { description: 'Installation and training of clinic staff, two days on site in Enugu', quantity: 1, unit_kobo: 8_000_000 },
    ],
    notes: 'Includes a year of support by phone and WhatsApp.',
  }, login.token);
  if (draft.status === 404) return null;
  const quote = (await draft.json()).quote;
  const link = await post(`/api/quotes/${quote.id}/send`, { version: quote.version }, login.token);
  if (!link.ok) throw new Error(`the quote could not be sent: ${link.status}`);
  return new URL((await link.json()).link, origin).pathname;
}
