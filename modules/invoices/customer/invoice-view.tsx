import { useCompany } from '../../../app/lib/company';
import { DocumentLines } from '../../../app/components/document-lines/document-lines';
import { PhoneLink } from '../../../app/components/phone-link';
import { PaystackNoticeLine, PaystackPay } from '../../../app/components/paystack-pay';
import { formatNaira } from '../../../common/money';
import type { PaystackNotice } from '../../payments/paystack.words';
import { INVOICE_PAGE_WORDS as W, PROOF_WORDS, type InvoicePageData, type ProofOutcome } from '../invoice-page.words';
import { dayWords } from '../../../common/lagos-days';
import '../invoice-page.css';

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

function HowToPay({ i, token }: { i: InvoicePageData; token: string }) {
  const site = useCompany();
  const phone = site.phones[0];
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

/**
 * A customer's invoice as its page shows it (app/routes/invoice.tsx): complete without JavaScript,
 * readable on a small phone and printed cleanly on A4. `token` is the link's, for the Paystack
 * form's target; `answer` what the proof's form answered.
 */
export function InvoiceView({ invoice: i, paystack, token, answer }: { invoice: InvoicePageData | null; paystack: PaystackNotice | null; token: string; answer?: ProofOutcome }) {
  const site = useCompany();
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
        {paystack ? <PaystackNoticeLine notice={paystack} /> : null}
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
        <DocumentLines
          className="invoice-document"
          caption="What this invoice is for"
          lines={i.lines}
          sums={i}
          after={[
            { label: 'Paid', kobo: i.paid_kobo },
            { label: 'Amount due', kobo: i.due_kobo, strong: true },
          ]}
        />
        <HowToPay i={i} token={token} />
        {i.status === 'open' ? <ProofForm sent={answer?.ok === true} refusal={answer && !answer.ok ? answer.message : undefined} /> : null}
        <p className="invoice-print-hint">To keep a copy, use your browser’s Print or Share menu (Save as PDF).</p>
      </article>
    </main>
  );
}
