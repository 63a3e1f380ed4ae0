import { data, Link, redirect, useParams } from 'react-router';
import type { Route } from './+types/invoice-paystack';
import { clientContext, servicesContext } from '../context';
import { pageMeta } from '../lib/meta';
import { PAYSTACK_WORDS as W } from '../../modules/payments/paystack.words';
import '../../modules/invoices/invoice-page.css';
import { STATIC_PAGE } from '../widgets/page-handle';

/**
 * Paystack's way in and out of a customer's invoice (docs/decisions/0034-selling.md, "Paystack"): the
 * invoice page's "Pay with card" form posts here and is sent on to Paystack's payment page; Paystack
 * sends the customer back here with the reference, which the server verifies with Paystack before
 * anything is recorded. Either way the customer lands on the invoice page, with a word on how it went.
 * Starts over the limits (RATE_LIMIT_PAYSTACK_START, per address and per invoice) are answered here,
 * 429 with Retry-After, with or without JavaScript.
 */

const backTo = (token: string, outcome: string) => redirect(`/invoice/${token}?paystack=${outcome}`, 303);

export function headers({ actionHeaders }: Route.HeadersArgs) {
  const retry = actionHeaders.get('Retry-After');
  return { 'X-Robots-Tag': 'noindex', 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'same-origin', ...(retry ? { 'Retry-After': retry } : {}) };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, W.limitedTitle, W.hint);

export async function action({ params, context }: Route.ActionArgs) {
  const started = await context.get(servicesContext).paystack.start(params.token, context.get(clientContext).ip);
  if (started.ok) return redirect(started.url, 303);
  if (started.reason === 'limited') {
    return data({ message: started.message }, { status: 429, headers: { 'Retry-After': String(started.retryAfterSeconds) } });
  }
  return started.reason === 'gone' ? redirect(`/invoice/${params.token}`, 303) : backTo(params.token, started.reason);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const reference = new URL(request.url).searchParams.get('reference');
  // No reference: the page a refused start renders (its loaders run after the action), or a stray visit.
  if (reference === null) return null;
  const outcome = await context.get(servicesContext).paystack.confirm(params.token, reference, context.get(clientContext).ip);
  return backTo(params.token, outcome);
}

/** Shown only for a start over a limit (every other answer of this route is a redirect). */
export default function InvoicePaystack({ actionData }: Route.ComponentProps) {
  const { token = '' } = useParams();
  return (
    <main className="invoice-page">
      <div className="container invoice">
        <h1>{W.limitedTitle}</h1>
        <p role="alert">{actionData?.message ?? W.nothingStarted}</p>
        <p>
          <Link to={`/invoice/${token}`}>{W.backToInvoice}</Link>
        </p>
      </div>
    </main>
  );
}

/** Served without React in the browser: its forms post as plain forms, and the header's widgets are enhanced by app/widgets/site.widget.ts. */
export const handle = STATIC_PAGE;
