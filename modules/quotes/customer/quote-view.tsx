import { Form } from 'react-router';
import { DocumentLines } from '../../../app/components/document-lines/document-lines';
import { PhoneLink } from '../../../app/components/phone-link';
import type { QuotePage } from '../page.server';
import { acceptedNote, OPEN_INVOICE, QUOTE_WORDS } from '../quotes.words';
import { dayWords, instantDayWords } from '../../../common/lagos-days';
import './quote-page.css';

/** What the quote page's forms answered: a refusal with its message, kept values and field errors. */
export interface QuoteFormAnswer {
  form: 'accept' | 'ask';
  message: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
}


/**
 * The customer's quote (docs/decisions/0034-selling.md): the company, the lines, the totals with
 * VAT at the quote's own rate, validity and notes, and the forms to accept it or ask a question.
 * Server-rendered; the forms post to the page and work without JavaScript. Printable on A4.
 */
export function QuoteView({ page, answer, done }: { page: QuotePage; answer?: QuoteFormAnswer; done: 'accepted' | 'asked' | null }) {
  const { quote: q, company, state } = page;
  return (
    <main className="quote-page">
      <div className="container quote-sheet">
        <header className="quote-head">
          <div>
            <p className="quote-company">{company.name}</p>
            {company.address && <p>{company.address}</p>}
            <p>
              {company.phone && company.tel && (
                <>
                  <PhoneLink tel={company.tel}>{company.phone}</PhoneLink>
                  {' · '}
                </>
              )}
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </p>
          </div>
          <div className="quote-meta">
            <h1>Quote {q.number}</h1>
            <p>For {page.customer}</p>
            {q.sent_at && <p>Sent {instantDayWords(q.sent_at)}</p>}
            <p>
              <strong>Valid until {dayWords(q.valid_until)}</strong>
            </p>
          </div>
        </header>

        <StateNote state={state} page={page} done={done} />

        <DocumentLines caption="What this quote is for" lines={q.lines} sums={q} />

        {q.notes && (
          <section className="quote-notes" aria-labelledby="quote-notes-title">
            <h2 id="quote-notes-title">Notes and terms</h2>
            <p>{q.notes}</p>
          </section>
        )}

        {state === 'open' && <AcceptForm answer={answer?.form === 'accept' ? answer : undefined} name={page.customer} />}
        <AskForm answer={answer?.form === 'ask' ? answer : undefined} done={done === 'asked'} phone={company.phone} />
      </div>
    </main>
  );
}

function StateNote({ state, page, done }: { state: QuotePage['state']; page: QuotePage; done: 'accepted' | 'asked' | null }) {
  const q = page.quote;
  if (state === 'accepted') {
    return (
      <div className="form-message form-message--success quote-state" role="status" id="quote-result" tabIndex={-1}>
        <p>
          {acceptedNote(done === 'accepted', q.accepted_name, q.accepted_at ? instantDayWords(q.accepted_at) : null, page.invoice)}
          {page.invoice?.token ? (
            <>
              {' '}
              <a href={`/invoice/${page.invoice.token}`}>{OPEN_INVOICE}</a>
            </>
          ) : null}
        </p>
      </div>
    );
  }
  if (state === 'withdrawn') {
    return (
      <div className="form-message form-message--error quote-state" role="status">
        <p>{QUOTE_WORDS.withdrawn}</p>
      </div>
    );
  }
  if (state === 'expired') {
    return (
      <div className="form-message form-message--error quote-state" role="status">
        <p>{QUOTE_WORDS.expired(dayWords(q.valid_until))}</p>
      </div>
    );
  }
  return null;
}

function Problem({ answer }: { answer?: QuoteFormAnswer }) {
  if (!answer) return null;
  return (
    <p className="form-message form-message--error" role="alert">
      {answer.message}
    </p>
  );
}

function AcceptForm({ answer, name }: { answer?: QuoteFormAnswer; name: string }) {
  const errors = answer?.errors ?? {};
  return (
    <section className="quote-form card" aria-labelledby="quote-accept-title">
      <h2 id="quote-accept-title">Accept this quote</h2>
      <p>Type your full name and tick the box. We will then send your invoice.</p>
      <Problem answer={answer} />
      <Form method="post" className="quote-form__fields" replace preventScrollReset>
        <input type="hidden" name="intent" value="accept" />
        <div className="field">
          <label htmlFor="accept-name">Your full name</label>
          <input id="accept-name" name="name" required maxLength={200} autoComplete="name" defaultValue={answer?.values?.name ?? name} aria-invalid={errors.name ? true : undefined} aria-describedby={errors.name ? 'accept-name-error' : undefined} />
          {errors.name && <p className="field-error" id="accept-name-error">{errors.name}</p>}
        </div>
        <div className="field quote-tick">
          <label>
            <input type="checkbox" name="agree" value="yes" required aria-invalid={errors.agree ? true : undefined} /> I accept this quote and its terms
          </label>
          {errors.agree && <p className="field-error">{errors.agree}</p>}
        </div>
        <button type="submit" className="btn btn-primary">
          Accept this quote
        </button>
      </Form>
    </section>
  );
}

function AskForm({ answer, done, phone }: { answer?: QuoteFormAnswer; done: boolean; phone: string | null }) {
  return (
    <section className="quote-form card" aria-labelledby="quote-ask-title">
      <h2 id="quote-ask-title">Ask a question</h2>
      <p>Not sure about a line, the delivery or payment? Ask us here{phone ? ` or call ${phone}` : ''}.</p>
      {done && (
        <p className="form-message form-message--success" role="status">
          {QUOTE_WORDS.questionSent}
        </p>
      )}
      <Problem answer={answer} />
      <Form method="post" className="quote-form__fields" replace preventScrollReset>
        <input type="hidden" name="intent" value="ask" />
        <div className="field">
          <label htmlFor="ask-question">Your question</label>
          <textarea id="ask-question" name="question" required maxLength={2000} rows={4} defaultValue={answer?.values?.question ?? ''} />
        </div>
        <button type="submit" className="btn btn-outline">
          Send your question
        </button>
      </Form>
    </section>
  );
}
