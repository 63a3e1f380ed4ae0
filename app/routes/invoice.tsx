import { data, useParams } from 'react-router';
import type { Route } from './+types/invoice';
import { servicesContext } from '../context';
import { pageMeta } from '../lib/meta';
import { useCompany } from '../lib/company';
import { PhoneLink } from '../components/phone-link';
import { formatNaira } from '../../common/money';
import { INVOICE_PAGE_WORDS as W, PROOF_WORDS, dayWords, percentWords, type InvoicePageData } from '../../modules/invoices/invoice-page.words';
import { paystackNotice } from '../../modules/payments/paystack.words';
import { PaystackNoticeLine, PaystackPay } from '../components/paystack-pay';
import '../../modules/invoices/invoice-page.css';
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

function ProofForm({ sent, refusal }: { sent: boolean; refusal?: string }) {
  return (
    <section className="invoice-proof" id="invoice-proof" aria-labelledby="invoice-proof-title">
      <h2 id="invoice-proof-title">Already paid?</h2>
      {sent ? (
        <p role="status" className="invoice-proof__sent">
          {PROOF_WORDS.sent}
        </p>
      ) : null}
      <form method="post" encType="multipart/form-data">
        <div className="field">
          <label htmlFor="invoice-proof-file">Attach a picture of your transfer receipt</label>
          <input id="invoice-proof-file" name="proof" type="file" accept="image/jpeg,image/png,image/webp,image/heic,image/avif" required aria-describedby="invoice-proof-hint" aria-invalid={refusal ? true : undefined} />
          <p className="hint" id="invoice-proof-hint">
            A photo or screenshot, up to 5 MB. It helps us match your payment; the invoice is marked paid once the money reaches us.
          </p>
          {refusal ? (
            <p className="field-error" role="alert">
              {refusal}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn btn-outline">
          Send the picture
        </button>
      </form>
    </section>
  );
}

function Totals({ i }: { i: InvoicePageData }) {
  const row = (label: string, kobo: number, strong = false) => (
    <tr className={strong ? 'invoice-totals__strong' : undefined}>
      <th scope="row">{label}</th>
      <td>{formatNaira(kobo)}</td>
    </tr>
  );
  return (
    <table className="invoice-totals">
      <tbody>
        {row('Subtotal', i.subtotal_kobo)}
        {i.discount_kobo ? row('Discount', -i.discount_kobo) : null}
        {i.vat_basis_points ? row(`VAT (${percentWords(i.vat_basis_points)})`, i.vat_kobo) : null}
        {row('Total', i.total_kobo, true)}
        {row('Paid', i.paid_kobo)}
        {row('Amount due', i.due_kobo, true)}
      </tbody>
    </table>
  );
}

function HowToPay({ i }: { i: InvoicePageData }) {
  const site = useCompany();
  const phone = site.phones[0];
  const { token = '' } = useParams();
  if (i.status === 'paid') return <p className="invoice-paid">{W.paidInFull}</p>;
  return (
    <section className="invoice-pay" aria-labelledby="invoice-pay-title">
      <h2 id="invoice-pay-title">How to pay</h2>
      {i.paystack && i.due_kobo > 0 ? <PaystackPay token={token} dueKobo={i.due_kobo} /> : null}
      {i.bank ? (
        <>
          <p>
            Pay <strong>{formatNaira(i.due_kobo)}</strong> by bank transfer by <strong>{dayWords(i.due_on)}</strong> to:
          </p>
          <dl className="invoice-facts">
            <dt>Bank</dt>
            <dd>{i.bank.bank_name}</dd>
            <dt>Account name</dt>
            <dd>{i.bank.account_name}</dd>
            <dt>Account number</dt>
            <dd className="invoice-account-number">{i.bank.account_number}</dd>
            <dt>Narration</dt>
            <dd>{i.number}</dd>
          </dl>
          <p>{W.narration(i.number)}</p>
        </>
      ) : (
        <p>{W.noBank}</p>
      )}
      {phone ? (
        <p>
          Questions about this invoice? Call <PhoneLink tel={phone.tel} />.
        </p>
      ) : null}
    </section>
  );
}

export default function Invoice({ loaderData, actionData }: Route.ComponentProps) {
  const site = useCompany();
  const i = loaderData.invoice;
  if (!i) {
    return (
      <main className="invoice-page">
        <div className="container invoice">
          <h1>{W.notFoundTitle}</h1>
          <p>{W.notFound}</p>
          {site.phones[0] ? (
            <p>
              Call <PhoneLink tel={site.phones[0].tel} />.
            </p>
          ) : null}
        </div>
      </main>
    );
  }
  return (
    <main className="invoice-page">
      <article className="container invoice" aria-labelledby="invoice-title">
        <header className="invoice-head">
          <p className="invoice-from">{site.name}</p>
          <h1 id="invoice-title">Invoice {i.number}</h1>
          <p className={`invoice-status invoice-status--${i.status}`}>{i.status === 'paid' ? 'Paid' : `Due by ${dayWords(i.due_on)}`}</p>
        </header>
        {loaderData.paystack ? <PaystackNoticeLine notice={loaderData.paystack} /> : null}
        <dl className="invoice-facts">
          <dt>Billed to</dt>
          <dd>{i.customer_name}</dd>
          <dt>Invoice date</dt>
          <dd>{dayWords(i.issued_on)}</dd>
          <dt>Due date</dt>
          <dd>{dayWords(i.due_on)}</dd>
          {i.paid_on ? (
            <>
              <dt>Paid on</dt>
              <dd>{dayWords(i.paid_on)}</dd>
            </>
          ) : null}
        </dl>
        <div className="invoice-lines-wrap">
          <table className="invoice-lines">
            <caption className="visually-hidden">What this invoice is for</caption>
            <thead>
              <tr>
                <th scope="col">Description</th>
                <th scope="col">Qty</th>
                <th scope="col">Unit price</th>
                <th scope="col">Amount</th>
              </tr>
            </thead>
            <tbody>
              {i.lines.map((l, n) => (
                <tr key={n}>
                  <td>{l.description}</td>
                  <td>{l.quantity}</td>
                  <td>{formatNaira(l.unit_kobo)}</td>
                  <td>{formatNaira(l.line_kobo)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Totals i={i} />
        <HowToPay i={i} />
        {i.status === 'open' ? <ProofForm sent={actionData?.ok === true} refusal={actionData && !actionData.ok ? actionData.message : undefined} /> : null}
        <p className="invoice-print-hint">To keep a copy, use your browser’s Print or Share menu (Save as PDF).</p>
      </article>
    </main>
  );
}

/** Served without React in the browser: its forms post as plain forms, and the header's widgets are enhanced by app/widgets/site.widget.ts. */
export const handle = STATIC_PAGE;
