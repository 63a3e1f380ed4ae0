import { data, redirect, useSearchParams } from 'react-router';
import type { Route } from './+types/contact';
import { clientContext, servicesContext } from '../context';
import { pageMeta } from '../lib/meta';
import { companyOf, useCompany } from '../lib/company';
import { ContactForm } from '../../modules/leads/pages/contact-form';
import { REPLY_CHANNELS, replyChannelFor, type ReplyChannel } from '../../modules/leads/leads.words';
import { ContactCards } from '../../modules/leads/pages/contact-cards';
import { RegionMap } from '../../modules/leads/pages/region-map';
import { QUOTE_INTENTS, quoteSubject, type QuoteAbout, type QuoteIntent, type QuoteItem } from '../../modules/leads/quote.words';
import { PhoneLink } from '../components/phone-link';
import { STATIC_PAGE } from '../widgets/page-handle';

// Served without React in the browser: the form's behaviours are its widget, app/widgets/contact-form.ts.
export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = (args) => {
  const site = companyOf(args);
  if (!site) return [];
  return pageMeta(
    args,
    'Contact Us',
    `Call, WhatsApp, email or visit ${site.shortName} in ${site.offices.map((o) => o.city).join(' and ')}, or send us a message about software, training, hosting or project research.`,
  );
};

/**
 * For the form posted without JavaScript: the signed time it is served with, and where the visit
 * came from when this page is its first (a campaign link, another site; such a page is never
 * cached, see server/pages/page-kit.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { forms } = services;
  return { stamp: forms.stamp(), origin: forms.origin(request, context.get(clientContext)), about: await aboutOf(services.leads, request) };
}

/**
 * What a "Get a quote", "Request a demo" or "Enrol" link asked about (`?item=hospital&intent=demo`),
 * looked up on the server: the form then names it in its Subject. A key that names nothing is
 * ignored, and nothing of the address is shown as it was typed.
 */
async function aboutOf(leads: { quoteItem: (key: string | null, request: Request) => Promise<QuoteItem | null> }, request: Request): Promise<QuoteAbout | null> {
  const query = new URL(request.url).searchParams;
  const item = await leads.quoteItem(query.get('item'), request);
  if (!item) return null;
  const asked = query.get('intent');
  const intent: QuoteIntent = (QUOTE_INTENTS as readonly string[]).includes(asked ?? '') ? (asked as QuoteIntent) : 'quote';
  return { key: item.key, intent, subject: quoteSubject(item.name, intent) };
}

/**
 * In the browser the form calls the API, so a client-side visit needs no stamp and no request,
 * unless a quote link names an item: only the server can look it up.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  if (new URL(request.url).searchParams.has('item')) return serverLoader();
  return { stamp: '', origin: undefined, about: null };
}

/** How the sender chose to be answered, from the `sent` of the address (`1`: the form before that choice existed). */
function sentVia(value: string | null): ReplyChannel | null {
  if (value === null) return null;
  return (REPLY_CHANNELS as readonly string[]).includes(value) ? (value as ReplyChannel) : 'email';
}

/**
 * The form posted without JavaScript (modules/leads/page.server.ts). Once stored, the page says so in
 * place of the form, with the channel the sender chose, scrolled to by the anchor.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const copy = request.clone();
  const outcome = await context.get(servicesContext).leads.contact(request, context.get(clientContext));
  if (outcome.ok) {
    // Stored as the form chose, or with no choice made, as the phone number decides (replyChannelFor).
    const form = await copy.formData();
    const picked = String(form.get('replyVia') ?? '');
    const chosen = replyChannelFor(picked ? (sentVia(picked) ?? undefined) : undefined, String(form.get('phone') ?? '').trim());
    return redirect(`/contact?sent=${chosen}#contact-sent-title`);
  }
  return data(outcome, { status: outcome.status });
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const site = useCompany();
  const [search] = useSearchParams();
  return (
    <main>
      <section className="page-hero">
        <div className="container">
          <span className="eyebrow">Get in touch</span>
          <h1>Contact Us</h1>
          <p>
            Questions about software, training, web hosting, bulk SMS or a project topic? Call us, chat on WhatsApp,
            visit one of our offices or send a message below.
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="contact-details-title">
        <div className="container contact-top">
          <div>
            <h2 id="contact-details-title" className="visually-hidden">
              Our contact details
            </h2>
            <ContactCards />
          </div>
          <figure className="contact-map">
            <RegionMap />
            <figcaption>
              Head office in {site.offices[0].city}, branch in {site.offices[1]?.city}: we serve clients across the
              South-East and South-South.
            </figcaption>
          </figure>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="contact-form-title">
        <div className="container contact-form-layout">
          <div className="contact-form-intro">
            <span className="eyebrow">Write to us</span>
            <h2 id="contact-form-title">Send us a message</h2>
            <p>
              Tell us what you need and how you would like us to answer: a phone call, WhatsApp or e-mail. A member of our
              team replies within one working day.
            </p>
            <ul className="check-list">
              <li>Quotes for software, websites, hosting and bulk SMS</li>
              <li>Training dates and fees for individuals and staff groups</li>
              <li>Project topics and research support for BSc, MSc and PhD</li>
            </ul>
            <p className="contact-form-intro__call">
              In a hurry? Call <PhoneLink tel={site.phones[0].tel} />.
            </p>
          </div>
          <div className="card contact-form-card">
            <ContactForm stamp={loaderData.stamp} origin={loaderData.origin} about={loaderData.about} refused={actionData} sent={sentVia(search.get('sent'))} />
          </div>
        </div>
      </section>
    </main>
  );
}
