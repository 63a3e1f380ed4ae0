import { expect } from 'vitest';
import type { TestApp } from './app';
import { bearer } from './app';
import type { TestSmtpServer } from './smtp';
import { insertAcceptedQuote, insertLead, linkToken } from './selling';
import { clientContext, servicesContext } from '../../app/context';
import { action as startRoute, loader as backRoute } from '../../app/routes/invoice-paystack';
import { loader as returnRoute } from '../../app/routes/paystack-return';
import { paystackPages } from '../../modules/payments/page.server';

/**
 * The Paystack tests' steps: an app set to the stand-in (./paystack-stand-in.ts), an invoice with its
 * customer's link, the invoice page's Paystack route (app/routes/invoice-paystack.tsx) run as React
 * Router runs it, the stand-in's checkout "paid", and a signed webhook delivered to the app.
 */

export { paystackEnv } from './paystack-env';

export async function invoiceWithLink(t: TestApp, smtp: TestSmtpServer, staffToken: string, email: string) {
  const lead = await insertLead(t, { name: 'Obinna Okafor', email });
  const quote = await insertAcceptedQuote(t, lead);
  const r = await t.request({ method: 'POST', url: '/api/invoices', headers: bearer(staffToken), payload: { quote_id: quote.id } });
  expect(r.statusCode).toBe(201);
  await t.settle();
  const mail = smtp.messages.find((m) => m.to.includes(email))!;
  return { lead, invoice: t.json(r).invoice as { id: number; number: string }, token: linkToken(mail.text), total: quote.total };
}

const routeContext = (t: TestApp, ip = '198.51.100.7') => ({
  get: (key: unknown) => (key === servicesContext ? { paystack: paystackPages(t.app.ctx) } : key === clientContext ? { ip, headers: {} } : undefined),
});

/**
 * The "Pay with card" form posted: the route's answer (a 303 to Paystack, or back to the invoice
 * page; a start over a limit answers its page's data with a status, made a Response here).
 */
export async function startPayment(t: TestApp, token: string, ip?: string): Promise<Response> {
  const request = new Request(`${t.config.publicUrl}/invoice/${token}/paystack`, { method: 'POST', body: new URLSearchParams() });
  const r = (await startRoute({ request, params: { token }, context: routeContext(t, ip) } as never)) as unknown;
  if (r instanceof Response) return r;
  const { data, init } = r as { data: unknown; init: ResponseInit };
  return new Response(JSON.stringify(data), init);
}

/** The customer back from Paystack at `url` (the callback with its query): where the route sends them. */
export async function comeBack(t: TestApp, url: string, token: string): Promise<string> {
  const r = (await backRoute({ request: new Request(url), params: { token }, context: routeContext(t) } as never)) as Response;
  expect(r.status).toBe(303);
  return r.headers.get('location')!;
}

/** The customer back from Paystack at the return address `url` (its reference only): what that page shows. */
export async function returnTo(t: TestApp, url: string) {
  return (await returnRoute({ request: new Request(url), params: {}, context: routeContext(t) } as never)).result;
}

/** Pays on the stand-in's checkout page (as the browser would) and answers the callback address Paystack sends the customer to. */
export async function payOnCheckout(authorizationUrl: string): Promise<string> {
  const page = await fetch(authorizationUrl);
  expect(page.status).toBe(200);
  await page.text();
  const paid = await fetch(`${authorizationUrl}/pay`, { method: 'POST', redirect: 'manual' });
  expect(paid.status).toBe(303);
  return paid.headers.get('location')!;
}

export function deliverTo(t: TestApp, event: { body: string; signature?: string }) {
  return t.request({
    method: 'POST',
    url: '/api/payments/paystack/webhook',
    headers: { 'content-type': 'application/json', ...(event.signature === undefined ? {} : { 'x-paystack-signature': event.signature }) },
    payload: event.body,
  });
}
