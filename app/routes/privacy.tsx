import type { Route } from './+types/privacy';
import { pageMeta } from '../lib/meta';
import { companyOf, useCompany } from '../lib/company';
import { servicesContext } from '../context';
import { FormattedText } from '../components/formatted-text';
import '../../modules/catalogue/pages/page-layout.css';
import './privacy.css';
import { STATIC_PAGE } from '../widgets/page-handle';
import { dayWords } from '../../common/lagos-days';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    'Privacy Notice',
    `How ${companyOf(args)?.name ?? 'we'} collects, uses, keeps and protects personal data under the Nigeria Data Protection Act 2023, and how to use your rights.`,
  );


/**
 * The 'privacy' site-content document, edited in the admin area (Site content → Texts & privacy). The
 * server renders the notice (Markdown) to sanitised HTML and fills in the company details and the
 * retention periods (CONTACT_RETENTION_DAYS, UNVERIFIED_ACCOUNT_DAYS) that the scheduled purge uses.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const privacy = await services.content('privacy', request);
  return {
    summary: privacy.summary,
    html: await services.formattedText(privacy.notice, request, { headingLevel: 2 }),
    lastUpdated: { iso: privacy.lastUpdated, text: dayWords(privacy.lastUpdated) },
  };
}

/** The privacy notice that every form collecting personal data links to. */
/** Served without React in the browser: its widgets are enhanced by app/widgets/site.widget.ts. */
export const handle = STATIC_PAGE;

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const site = useCompany();
  const { summary, html, lastUpdated } = loaderData;
  return (
    <main>
      <section className="page-hero">
        <div className="container">
          <span className="eyebrow">{site.shortName}</span>
          <h1>Privacy Notice</h1>
          <p>{summary}</p>
        </div>
      </section>
      <section className="section">
        <div className="container prose privacy">
          <FormattedText html={html} />
          <p className="privacy__updated">
            Last updated <time dateTime={lastUpdated.iso}>{lastUpdated.text}</time>
          </p>
        </div>
      </section>
    </main>
  );
}
