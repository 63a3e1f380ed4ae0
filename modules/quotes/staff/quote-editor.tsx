import { Fragment, useId, useState, type FormEvent } from 'react';
import { formatNaira, parseNaira } from '../../../common/money';
import { minusNaira } from '../../../app/components/document-lines/document-lines';
import { call } from '../../../app/features/admin/call';
import { useAdminAction } from '../../../app/features/admin/feedback';
import type { CatalogueEntry, Quote } from '../quotes.schemas';
import { quoteTotals } from '../quote-math';
import { vatRateWords } from '../quotes.words';

type Row = { item_key: string; description: string; quantity: string; unit: string };

const naira = (kobo: number) => (kobo / 100).toFixed(2).replace(/\.00$/, '');
const rowOf = (l: Quote['lines'][number]): Row => ({ item_key: l.item_key ?? '', description: l.description, quantity: String(l.quantity), unit: naira(l.unit_kobo) });
const EMPTY: Row = { item_key: '', description: '', quantity: '1', unit: '' };

/**
 * A quote's draft: lines from the catalogue or typed, quantities, unit prices in naira, a discount,
 * the validity date and notes. The totals shown are computed as the server computes them
 * (../quote-math.ts); the server computes them again from the lines when the draft is saved.
 */
export function QuoteEditor(props: {
  leadId: number;
  quote: Quote | null;
  catalogue: CatalogueEntry[];
  vatBasisPoints: number;
  validUntil: string;
  onSaved: () => void;
  onCancel: () => void;
  onConflict: (message: string) => void;
  /** A new quote's first line, when the lead names what it is for (a topic request's topic). */
  firstLine?: string;
}) {
  const { quote, catalogue } = props;
  const id = useId();
  const run = useAdminAction();
  const [rows, setRows] = useState<Row[]>(() => (quote ? quote.lines.map(rowOf) : [{ ...EMPTY, description: props.firstLine ?? '' }]));
  const [discount, setDiscount] = useState(quote && quote.discount_kobo ? naira(quote.discount_kobo) : '');
  const [validUntil, setValidUntil] = useState(quote?.valid_until ?? props.validUntil);
  const [notes, setNotes] = useState(quote?.notes ?? '');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const vat = quote?.vat_basis_points ?? props.vatBasisPoints;

  const set = (i: number, change: Partial<Row>) => setRows((rs) => rs.map((r, j) => (j === i ? { ...r, ...change } : r)));
  const pick = (i: number, key: string) => {
    const item = catalogue.find((c) => c.key === key);
    set(i, { item_key: key, ...(item ? { description: item.name, ...(item.unit_kobo !== null ? { unit: naira(item.unit_kobo) } : {}) } : {}) });
  };

  const lines = rows.map((r) => ({ item_key: r.item_key || null, description: r.description.trim(), quantity: Number(r.quantity), unit_kobo: parseNaira(r.unit) }));
  const discountKobo = discount.trim() ? parseNaira(discount) : 0;
  const problem =
    lines.find((l) => !l.description)?.description === ''
      ? 'Each line needs a description.'
      : lines.some((l) => !Number.isInteger(l.quantity) || l.quantity < 1)
        ? 'Quantities are whole numbers, at least 1.'
        : lines.some((l) => l.unit_kobo == null)
          ? 'Type each unit price in naira, for example 150000 or 1,250.50.'
          : discountKobo == null
            ? 'Type the discount in naira, or leave it empty.'
            : '';
  const totals = problem ? null : quoteTotals(lines as { quantity: number; unit_kobo: number }[], discountKobo as number, vat);

  async function save(e: FormEvent) {
    e.preventDefault();
    const message = problem || (totals && !totals.ok ? totals.message : '');
    setError(message);
    if (message) return;
    const json = { lines: lines as { item_key: string | null; description: string; quantity: number; unit_kobo: number }[], discount_kobo: discountKobo as number, valid_until: validUntil, notes };
    setBusy(true);
    const r = await run(() =>
      quote
        ? call('updateQuote', { params: { id: quote.id }, json: { ...json, version: quote.version }, auth: true })
        : call('createQuote', { params: { id: props.leadId }, json, auth: true }),
    );
    setBusy(false);
    if (r?.ok) props.onSaved();
    else if (r?.status === 409) props.onConflict(r.data.message);
    else if (r) setError(r.data.message);
  }

  return (
    <form className="card admin-form quotes-editor" onSubmit={save} noValidate aria-labelledby={`${id}-title`}>
      <h5 id={`${id}-title`}>{quote ? `Edit the draft of quote ${quote.id}` : 'New quote'}</h5>
      <ol className="quotes-lines" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '0.75rem' }}>
        {rows.map((r, i) => (
          <li key={i} style={{ display: 'grid', gap: '0.4rem', gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))', borderBottom: '1px solid #d8dde3', paddingBottom: '0.75rem' }}>
            <div className="field" style={{ gridColumn: '1 / -1' }}>
              <label htmlFor={`${id}-item-${i}`}>Line {i + 1}: from our services and products</label>
              <select id={`${id}-item-${i}`} value={r.item_key} onChange={(e) => pick(i, e.target.value)}>
                <option value="">Typed line (not from the list)</option>
                {catalogue.map((c) => (
                  <option key={c.key} value={c.key}>
                    {c.name}
                    {c.unit_kobo !== null ? ` (${formatNaira(c.unit_kobo)})` : ''}
                  </option>
                ))}
              </select>
            </div>
            <div className="field" style={{ gridColumn: '1 / -1' }}>
              <label htmlFor={`${id}-desc-${i}`}>Description</label>
              <input id={`${id}-desc-${i}`} value={r.description} maxLength={300} onChange={(e) => set(i, { description: e.target.value })} />
            </div>
            <div className="field">
              <label htmlFor={`${id}-qty-${i}`}>Quantity</label>
              <input id={`${id}-qty-${i}`} inputMode="numeric" value={r.quantity} onChange={(e) => set(i, { quantity: e.target.value })} />
            </div>
            <div className="field">
              <label htmlFor={`${id}-unit-${i}`}>Unit price (₦)</label>
              <input id={`${id}-unit-${i}`} inputMode="decimal" value={r.unit} placeholder="150000" onChange={(e) => set(i, { unit: e.target.value })} />
            </div>
            {rows.length > 1 && (
              <button type="button" className="btn btn-ghost btn-sm" style={{ alignSelf: 'end' }} onClick={() => setRows((rs) => rs.filter((_, j) => j !== i))}>
                Remove line {i + 1}
              </button>
            )}
          </li>
        ))}
      </ol>
      <button type="button" className="btn btn-outline btn-sm" onClick={() => setRows((rs) => [...rs, { ...EMPTY }])}>
        Add a line
      </button>
      <div className="field">
        <label htmlFor={`${id}-discount`}>Discount (₦, an amount)</label>
        <input id={`${id}-discount`} inputMode="decimal" value={discount} placeholder="0" onChange={(e) => setDiscount(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-valid`}>Valid until</label>
        <input id={`${id}-valid`} type="date" value={validUntil} onChange={(e) => setValidUntil(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-notes`}>Notes and terms the customer sees</label>
        <textarea id={`${id}-notes`} rows={3} maxLength={4000} value={notes} onChange={(e) => setNotes(e.target.value)} />
      </div>
      <p className="admin-muted" aria-live="polite" data-testid="quote-totals">
        {totals?.ok
          ? totalParts(totals.totals, vat).map(([label, amount], i) => (
              // Each sum stays on one line with its label, so a narrow screen never parts "−" from its amount.
              <Fragment key={label}>
                {i ? ' · ' : ''}
                <span style={{ whiteSpace: 'nowrap' }}>
                  {label} {amount}
                </span>
              </Fragment>
            ))
          : (totals?.message ?? problem)}
      </p>
      {error && (
        <p className="form-message form-message--error" role="alert">
          {error}
        </p>
      )}
      <div className="admin-row__actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save the draft'}
        </button>
        <button type="button" className="btn btn-ghost" onClick={props.onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** The editor's summary of a quote's sums: subtotal, the discount when there is one, VAT and total. */
function totalParts(t: { subtotal_kobo: number; discount_kobo: number; vat_kobo: number; total_kobo: number }, vat: number): [string, string][] {
  return [
    ['Subtotal', formatNaira(t.subtotal_kobo)],
    ...(t.discount_kobo ? [['Discount', minusNaira(t.discount_kobo)] as [string, string]] : []),
    [`VAT (${vatRateWords(vat)})`, formatNaira(t.vat_kobo)],
    ['Total', formatNaira(t.total_kobo)],
  ];
}
