import { useEffect, useState } from 'react';
import { call } from '../../../app/features/admin/call';
import { formatDate } from '../../../app/lib/dates';

/**
 * The customer's pictures of a transfer's proof on an invoice. They are personal and private: the
 * server gives them to staff only, through an authorised call, so each is fetched when staff open
 * it and shown from memory (never a public address).
 */
export function ProofPictures({ number, proofs }: { number: string; proofs: { id: number; created_at: string }[] }) {
  const [open, setOpen] = useState<{ n: number; src: string } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => () => (open ? URL.revokeObjectURL(open.src) : undefined), [open]);

  async function show(id: number, n: number) {
    setFailed(false);
    try {
      const r = await call('invoiceProof', { params: { id }, auth: true });
      if (!r.ok) return setFailed(true);
      const bytes = Uint8Array.from(atob(r.data.data_base64), (c) => c.charCodeAt(0));
      setOpen({ n, src: URL.createObjectURL(new Blob([bytes], { type: r.data.content_type })) });
    } catch {
      setFailed(true);
    }
  }

  return (
    <div className="invoices-panel__proofs">
      <p>
        Proof of payment sent by the customer:{' '}
        {proofs.map((p, i) => (
          <button key={p.id} type="button" className="btn btn-outline btn-sm" aria-pressed={open?.n === i + 1} onClick={() => void show(p.id, i + 1)}>
            Picture {i + 1} ({formatDate(p.created_at)})
          </button>
        ))}
      </p>
      {failed && <p role="alert">The picture could not be loaded. Please try again.</p>}
      {open && <img src={open.src} alt={`Proof of payment ${open.n} for invoice ${number}, as the customer sent it`} className="invoices-panel__proof-image" />}
    </div>
  );
}
