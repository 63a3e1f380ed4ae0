import { data, redirect, useSearchParams } from 'react-router';
import type { Route } from './+types/quote';
import { clientContext, servicesContext } from '../context';
import { QuoteView, type QuoteFormAnswer } from '../../modules/quotes';
import { STATIC_PAGE } from '../widgets/page-handle';

/**
 * A customer's quote, at the link staff sent (docs/decisions/0034-selling.md): found by the
 * SHA-256 of the token in the address, never cached, never indexed, and never passing the
 * address on to another site (`same-origin`: its own forms still carry the Origin the server
 * checks). Its two forms post here and work without JavaScript.
 */
const PRIVATE = { 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'same-origin' };

export function headers() {
  return PRIVATE;
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const page = loaderData?.page;
  // The root adds <meta name="robots" content="noindex"> to every page outside the page registry, this one included.
  return [{ title: page ? `Quote ${page.quote.number} from ${page.company.name}` : 'Quote not found' }];
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await context.get(servicesContext).quotes.page(params.token);
  return data({ page }, { status: page ? 200 : 404, headers: PRIVATE });
}

/** Accept or ask, posted with or without JavaScript; once stored, back to the page (so a reload posts nothing). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const values: Record<string, string> = {};
  for (const [k, v] of form ?? []) if (typeof v === 'string') values[k] = v;
  const quotes = context.get(servicesContext).quotes;
  const intent = values.intent === 'ask' ? 'ask' : 'accept';
  const outcome = intent === 'ask' ? await quotes.ask(params.token, values) : await quotes.accept(params.token, values, context.get(clientContext).ip);
  if (outcome.ok) return redirect(`/quote/${params.token}?done=${intent === 'ask' ? 'asked' : 'accepted'}#${intent === 'ask' ? 'quote-ask-title' : 'quote-result'}`, { headers: PRIVATE });
  const answer: QuoteFormAnswer = { form: intent, message: outcome.message, values, ...('errors' in outcome ? { errors: outcome.errors } : {}) };
  return data(answer, { status: outcome.status, headers: PRIVATE });
}

export default function Quote({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  const [search] = useSearchParams();
  if (!page) {
    return (
      <main className="section">
        <div className="container">
          <h1>Quote not found</h1>
          <p>
            This quote link is not valid. It may have been replaced by a newer link: please use the latest one we sent you, or <a href="/contact">contact us</a>.
          </p>
        </div>
      </main>
    );
  }
  const done = search.get('done');
  return <QuoteView page={page} answer={actionData} done={done === 'accepted' || done === 'asked' ? done : null} />;
}

/** Served without React in the browser: its forms post as plain forms, and the header's widgets are enhanced by app/widgets/site.widget.ts. */
export const handle = STATIC_PAGE;
