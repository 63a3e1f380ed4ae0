/**
 * The two Paystack calls the site makes (docs/decisions/0034-selling.md, "Paystack"), with the secret
 * key as a Bearer token: start a transaction (initialize) and ask how it ended (verify). Every failure
 * (network, a status other than 2xx, `status: false`, an answer of another shape) is one
 * PaystackUnavailable, so callers show the bank transfer instead of an error page.
 */

export interface PaystackSettings {
  secretKey: string;
  baseUrl: string;
}

export class PaystackUnavailable extends Error {}

/** How long one call to Paystack may take before the customer is sent back to the bank transfer. */
const CALL_TIMEOUT_MS = 15_000;

async function call(s: PaystackSettings, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(`${s.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${s.secretKey}`, ...(body ? { 'content-type': 'application/json' } : {}), accept: 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
  } catch (err) {
    throw new PaystackUnavailable(`Paystack ${path}: ${(err as Error).message}`);
  }
  const text = await res.text().catch(() => '');
  let json: { status?: unknown; message?: unknown; data?: unknown };
  try {
    json = JSON.parse(text);
  } catch {
    throw new PaystackUnavailable(`Paystack ${path}: HTTP ${res.status}, not JSON`);
  }
  if (!res.ok || json.status !== true || typeof json.data !== 'object' || json.data === null) {
    throw new PaystackUnavailable(`Paystack ${path}: HTTP ${res.status}, ${String(json.message ?? 'no message')}`);
  }
  return json.data as Record<string, unknown>;
}

export interface Initialize {
  email: string;
  amountKobo: number;
  reference: string;
  callbackUrl: string;
}

/** Starts a transaction; answers the address of Paystack's payment page. */
export async function initialize(s: PaystackSettings, p: Initialize): Promise<string> {
  const data = await call(s, 'POST', '/transaction/initialize', {
    email: p.email,
    amount: p.amountKobo,
    currency: 'NGN',
    reference: p.reference,
    callback_url: p.callbackUrl,
  });
  const url = data.authorization_url;
  if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new PaystackUnavailable('Paystack initialize: no authorization_url');
  return url;
}

/** What Paystack says of a transaction, as far as recording it needs. */
export interface Verified {
  status: string;
  reference: string;
  amountKobo: number;
  currency: string;
  paidAt: string | null;
}

export async function verify(s: PaystackSettings, reference: string): Promise<Verified> {
  const data = await call(s, 'GET', `/transaction/verify/${encodeURIComponent(reference)}`);
  return {
    status: String(data.status ?? ''),
    reference: String(data.reference ?? ''),
    amountKobo: typeof data.amount === 'number' ? data.amount : Number.NaN,
    currency: String(data.currency ?? ''),
    paidAt: typeof data.paid_at === 'string' ? data.paid_at : typeof data.paidAt === 'string' ? data.paidAt : null,
  };
}

/**
 * Where the invoice page's Paystack form may lead, for the pages' `form-action` (server/http/security.ts):
 * browsers apply it to the redirect to Paystack's checkout too. Paystack's checkout, and the API's own
 * origin (the tests' stand-in serves its checkout there).
 */
export function paystackFormTargets(s: PaystackSettings | null): string[] {
  return s ? ['https://checkout.paystack.com', new URL(s.baseUrl).origin] : [];
}
