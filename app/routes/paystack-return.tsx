import type { Route } from './+types/paystack-return';
import { clientContext, servicesContext } from '../context';
import { pageMeta } from '../lib/meta';
import { useCompany } from '../lib/company';
import { PhoneLink } from '../components/phone-link';
import { PaystackNoticeLine } from '../components/paystack-pay';
import { formatNaira } from '../../common/money';
import { PAYSTACK_NOTICES, PAYSTACK_WORDS as W } from '../../modules/payments/paystack.words';
import { INVOICE_PAGE_WORDS } from '../../modules/invoices/invoice-page.words';
import '../../modules/invoices/invoice-page.css';
import { STATIC_PAGE } from '../widgets/page-handle';

/**
 * Where Paystack sends the customer back after paying (docs/decisions/0034-selling.md, "Paystack"):
 * `/paystack/return?reference=<ours>`. The address carries only our reference, so the invoice's link
 * never reaches Paystack; the server finds the invoice by the reference, asks Paystack how it went,
 * records the payment as the webhook would, and says so here, server-rendered, with or without
 * JavaScript. The page shows what Paystack knows already (the invoice's number and amounts), never
 * the customer's name or the invoice's link.
 */

export function headers() {
  return { 'X-Robots-Tag': 'noindex', 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'same-origin' };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, args.data?.result ? W.returnTitle(args.data.result.number) : W.returnUnknownTitle, 'How your Paystack payment went.');

export async function loader({ request, context }: Route.LoaderArgs) {
  const reference = new URL(request.url).searchParams.get('reference') ?? '';
  return { result: await context.get(servicesContext).paystack.returned(reference, context.get(clientContext).ip) };
}

export default function PaystackReturn({ loaderData }: Route.ComponentProps) {
  const site = useCompany();
  const r = loaderData.result;
  const phone = site.phones[0];
  return (
    <main className="invoice-page">
      <article className="container invoice" aria-labelledby="paystack-return-title">
        <header className="invoice-head">
          <p className="invoice-from">{site.name}</p>
          <h1 id="paystack-return-title">{r ? W.returnTitle(r.number) : W.returnUnknownTitle}</h1>
          {r ? <p className={`invoice-status invoice-status--${r.status}`}>{r.status === 'paid' ? 'Paid' : W.dueNow(formatNaira(r.due_kobo))}</p> : null}
        </header>
        <PaystackNoticeLine notice={PAYSTACK_NOTICES[r?.outcome ?? 'unknown']} />
        {r?.status === 'paid' ? <p className="invoice-paid">{INVOICE_PAGE_WORDS.paidInFull}</p> : null}
        <p>{W.returnLink}</p>
        {phone ? (
          <p>
            Questions about this payment? Call <PhoneLink tel={phone.tel} />.
          </p>
        ) : null}
      </article>
    </main>
  );
}

/** Served without React in the browser: its forms post as plain forms, and the header's widgets are enhanced by app/widgets/site.widget.ts. */
export const handle = STATIC_PAGE;
