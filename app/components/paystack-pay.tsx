import { formatNaira } from '../../common/money';
import { PAYSTACK_WORDS as W, type PaystackNotice } from '../../modules/payments/paystack.words';

/**
 * "Pay with card, bank or USSD": a plain form posted to the invoice's Paystack route
 * (app/routes/invoice-paystack.tsx), which sends the browser on to Paystack; it works without JavaScript.
 */
export function PaystackPay({ token, dueKobo }: { token: string; dueKobo: number }) {
  return (
    <form method="post" action={`/invoice/${token}/paystack`} className="invoice-paystack">
      <button type="submit" className="btn btn-primary">
        {W.button(formatNaira(dueKobo))}
      </button>
      <p className="hint">{W.hint}</p>
      <p>{W.or}</p>
    </form>
  );
}

/** How the last Paystack attempt went, above the invoice. */
export function PaystackNoticeLine({ notice }: { notice: PaystackNotice }) {
  return (
    <p role={notice.ok ? 'status' : 'alert'} className={notice.ok ? 'invoice-paystack__ok' : 'invoice-paystack__problem'}>
      {notice.text}
    </p>
  );
}
