import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Paystack's API in the tests (docs/decisions/0034-selling.md, "Paystack"): node http
 * on 127.0.0.1 at a free port, answering in Paystack's documented shapes (`{ status, message, data }`):
 * `POST /transaction/initialize` (its `authorization_url` is the stand-in's own checkout page) and
 * `GET /transaction/verify/:reference`, both only with the Bearer secret key. Its checkout page has
 * one "Pay" button that marks the transaction paid and sends the browser to the `callback_url` with
 * `?trxref=…&reference=…`, as Paystack does. A test sets what verify says of a reference (status,
 * amount, currency) and can build, or deliver, a webhook event signed with the secret key.
 */

export interface Transaction {
  reference: string;
  email: string;
  amount: number;
  currency: string;
  callbackUrl: string;
  accessCode: string;
  paid: boolean;
}

export interface VerifyOverride {
  status?: 'success' | 'failed' | 'abandoned';
  amount?: number;
  currency?: string;
}

export interface PaystackStandIn {
  url: string;
  secret: string;
  transactions: Map<string, Transaction>;
  /** What verify answers for a reference instead of the transaction's own state. */
  overrides: Map<string, VerifyOverride>;
  /** How initialize fails, when a test wants it to: Paystack's `status: false`, a 500, or no answer at all. */
  failInitialize: null | 'status-false' | 'http-500' | 'hang-up';
  /** The references verify was asked about, in order. */
  verified: string[];
  /** A `charge.success` event of a reference, as bytes, with its `x-paystack-signature` (the secret's HMAC-SHA512). */
  chargeSuccess(reference: string, data?: Partial<{ amount: number; currency: string }>): { body: string; signature: string };
  /** Sends an event to the app's webhook address, as Paystack does. */
  deliver(webhookUrl: string, event: { body: string; signature: string }): Promise<number>;
  close(): Promise<void>;
}

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let s = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (s += c));
    req.on('end', () => resolve(s));
    req.on('error', reject);
  });

const checkoutPage = (t: Transaction) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Paystack stand-in checkout</title><link rel="icon" href="data:,"></head><body><h1>Stand-in checkout</h1><p>Pay NGN ${(t.amount / 100).toFixed(2)} to the test merchant (${t.email}).</p>
<form method="post" action="/checkout/${t.accessCode}/pay"><button type="submit">Pay</button></form></body></html>`;

export async function startPaystackStandIn(secret = `sk_test_${randomBytes(20).toString('hex')}`): Promise<PaystackStandIn> {
  const transactions = new Map<string, Transaction>();
  const overrides = new Map<string, VerifyOverride>();
  const verified: string[] = [];
  const byCode = (code: string) => [...transactions.values()].find((t) => t.accessCode === code);
  const self: Omit<PaystackStandIn, 'url' | 'close'> = {
    secret,
    transactions,
    overrides,
    failInitialize: null,
    verified,
    chargeSuccess(reference, data = {}) {
      const t = transactions.get(reference);
      const event = {
        event: 'charge.success',
        data: { id: 1, domain: 'test', status: 'success', reference, amount: data.amount ?? t?.amount ?? 0, currency: data.currency ?? t?.currency ?? 'NGN', paid_at: new Date().toISOString(), channel: 'card', customer: { email: t?.email ?? '' } },
      };
      const body = JSON.stringify(event);
      return { body, signature: createHmac('sha512', secret).update(body).digest('hex') };
    },
    async deliver(webhookUrl, event) {
      const r = await fetch(webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'x-paystack-signature': event.signature }, body: event.body });
      await r.arrayBuffer();
      return r.status;
    },
  };
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const checkout = /^\/checkout\/([a-z0-9]+)(\/pay)?$/.exec(url.pathname);
    if (checkout) {
      const t = byCode(checkout[1]);
      if (!t) return send(res, 404, { status: false, message: 'No such checkout' });
      if (req.method === 'GET' && !checkout[2]) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(checkoutPage(t));
      }
      t.paid = true;
      res.writeHead(303, { location: `${t.callbackUrl}?trxref=${t.reference}&reference=${t.reference}` });
      return res.end();
    }
    if (req.headers.authorization !== `Bearer ${secret}`) return send(res, 401, { status: false, message: 'Invalid key' });
    if (req.method === 'POST' && url.pathname === '/transaction/initialize') {
      if (standIn.failInitialize === 'hang-up') return req.socket.destroy();
      if (standIn.failInitialize === 'http-500') return send(res, 500, { status: false, message: 'Internal error' });
      if (standIn.failInitialize === 'status-false') return send(res, 400, { status: false, message: 'Currency not supported by merchant' });
      const b = JSON.parse(await readBody(req)) as { email: string; amount: number; currency: string; reference: string; callback_url: string };
      const accessCode = randomBytes(8).toString('hex');
      transactions.set(b.reference, { reference: b.reference, email: b.email, amount: b.amount, currency: b.currency, callbackUrl: b.callback_url, accessCode, paid: false });
      return send(res, 200, {
        status: true,
        message: 'Authorization URL created',
        data: { authorization_url: `${standIn.url}/checkout/${accessCode}`, access_code: accessCode, reference: b.reference },
      });
    }
    const verify = /^\/transaction\/verify\/(.+)$/.exec(url.pathname);
    if (req.method === 'GET' && verify) {
      const reference = decodeURIComponent(verify[1]);
      verified.push(reference);
      const t = transactions.get(reference);
      if (!t) return send(res, 404, { status: false, message: 'Transaction reference not found' });
      const o = overrides.get(reference) ?? {};
      return send(res, 200, {
        status: true,
        message: 'Verification successful',
        data: {
          id: 1, domain: 'test', reference, status: o.status ?? (t.paid ? 'success' : 'abandoned'), amount: o.amount ?? t.amount, currency: o.currency ?? t.currency,
          paid_at: t.paid || o.status === 'success' ? new Date().toISOString() : null, channel: 'card', customer: { email: t.email },
        },
      });
    }
    return send(res, 404, { status: false, message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const standIn: PaystackStandIn = {
    ...self,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
  return standIn;
}
