import { data, useParams } from 'react-router';
import type { Route } from './+types/invoice';
import { servicesContext } from '../context';
import { pageMeta } from '../lib/meta';
import { INVOICE_PAGE_WORDS as W } from '../../modules/invoices/invoice-page.words';
import { paystackNotice } from '../../modules/payments/paystack.words';
import { InvoiceView } from '../../modules/invoices/index.public';
import { STATIC_PAGE } from '../widgets/page-handle';

/**
 * A customer's invoice (`/invoice/<token>`, the link in the invoice mail; modules/invoices):
 * rendered on the server and complete without JavaScript, readable on a small phone and printed
 * cleanly on A4. Found by the SHA-256 of the token in the address; never cached, indexed or
 * passed on as a referrer to another site (same-origin: the page's own form still sends its Origin).
 */

export function headers() {
  return { 'X-Robots-Tag': 'noindex', 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'same-origin' };
}

// The root layout marks the page noindex (it is no indexable page of the registry, common/site-pages.ts).
export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, args.data?.invoice ? `Invoice ${args.data.invoice.number}` : W.notFoundTitle, 'Your invoice: what is due, by when, and how to pay.');

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const invoice = await context.get(servicesContext).invoices.view(params.token);
  // After Paystack (app/routes/invoice-paystack.tsx): one of a few fixed words, never an amount.
  const paystack = paystackNotice(new URL(request.url).searchParams.get('paystack'));
  return invoice ? { invoice, paystack } : data({ invoice: null, paystack: null }, { status: 404 });
}

/** A picture of the transfer's proof, posted as a plain form (with or without JavaScript). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const outcome = await context.get(servicesContext).invoices.attachProof(params.token, request);
  // Answered with the page itself (the page cache keeps no query of this page's address to carry a "sent").
  return outcome.ok ? outcome : data(outcome, { status: outcome.status });
}

export default function Invoice({ loaderData, actionData }: Route.ComponentProps) {
  const { token = '' } = useParams();
  return <InvoiceView invoice={loaderData.invoice} paystack={loaderData.paystack} token={token} answer={actionData} />;
}

/** Served without React in the browser: its forms post as plain forms, and the header's widgets are enhanced by app/widgets/site.widget.ts. */
export const handle = STATIC_PAGE;
