import { data } from 'react-router';
import type { Route } from './+types/service-page';
import { products } from '../../content/products';
import { services } from '../../content/services';
import { servicesContext } from '../context';
import { ServicePageView } from '../../modules/catalogue/pages/service-page';
import { tileIcons } from '../../modules/catalogue/pages/tile-icons';
import { pageMeta } from '../lib/meta';
import { illustrationIcon } from '../components/icon-names';
import { builtInPrice, coursesOf } from '../../content/prices';
import { lagosToday } from '../../common/lagos-days';
import { courseKey } from '../../modules/leads/quote.words';
import { serviceJsonLd } from '../lib/offer-json-ld';
import { siteOrigin } from '../lib/seo';
import { STATIC_PAGE } from '../widgets/page-handle';

/** Per-page art, keyed by slug (the words are the page's site-content document). */
const ART: Record<string, string> = {
  domain: '/images/slide-hosting.svg',
  softwareDev: '/images/slide-software.svg',
  databaseManagement: '/images/hero-database.svg',
  BulkSMS: '/images/hero-sms.svg',
  training: '/images/slide-training.svg',
  project: '/images/slide-research.svg',
};

/**
 * The six service pages; `pattern` is the route's own path ("domain"). The words and layouts come
 * from the published 'service:<slug>' document (docs/decisions/0019-catalogue-layouts-page-registry.md),
 * read from the in-memory cache; the slug, art and meta description stay in code.
 */
export async function loader({ pattern, request, context }: Route.LoaderArgs) {
  const slug = pattern.replace(/^\/+/, '').toLowerCase();
  const builtIn = services.find((s) => s.slug.toLowerCase() === slug);
  if (!builtIn) throw data(null, { status: 404 });
  const pages = context.get(servicesContext);
  const service = await pages.content(`service:${builtIn.slug}`, request);
  // A section with the 'products' layout lists the products as cards linking to their pages.
  const productDocs = service.sections.some((s) => s.layout === 'products')
    ? await Promise.all(products.map((p) => pages.content(`product:${p.slug}`, request)))
    : [];
  // A document stored before the page fields existed keeps the built-in page's choice.
  const tileIcon = service.tileIcon ?? builtIn.tileIcon;
  const price = service.price ?? builtInPrice('service', builtIn.slug);
  // Class dates before today (Lagos) are not shown.
  const today = lagosToday();
  const courses = coursesOf(builtIn.slug, service).map((c) => ({ ...c, key: courseKey(c.name), dates: c.dates.filter((d) => d >= today).sort() }));
  return {
    slug: builtIn.slug,
    metaDescription: builtIn.metaDescription,
    service: {
      ...service,
      priceCard: service.priceCard ?? builtIn.priceCard,
      price,
      courses,
      tileIcon,
      sections: service.sections.map((s) => ({ ...s, icons: tileIcons(s, tileIcon) })),
    },
    art: ART[builtIn.slug] ?? ART.softwareDev,
    jsonLd: serviceJsonLd(siteOrigin(request, pages), { name: service.title, description: service.summary, path: `/${builtIn.slug}`, price }, courses),
    products: productDocs.map((doc, i) => ({ slug: products[i].slug, icon: illustrationIcon(products[i].slug), name: doc.name, version: doc.version, summary: doc.summary, price: doc.price ?? builtInPrice('product', products[i].slug) })),
  };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMeta(args, args.loaderData.service.title, args.loaderData.metaDescription) : [];

/** Served without React in the browser: its widgets are enhanced by app/widgets/site.widget.ts. */
export const handle = STATIC_PAGE;

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  return <ServicePageView slug={loaderData.slug} service={loaderData.service} art={loaderData.art} products={loaderData.products} jsonLd={loaderData.jsonLd} />;
}
