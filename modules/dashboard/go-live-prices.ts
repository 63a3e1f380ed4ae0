import type { ContentKey, ContentValue } from '../../common/site-content';
import type { PriceHint } from '../../common/price-words';
import { priceWords } from '../../common/price-words';
import type { GoLiveItem } from './dashboard.schemas';
import { products } from '../../content/products';
import { services } from '../../content/services';
import { builtInCourses, builtInPrice, coursesOf } from '../../content/prices';

/**
 * The go-live list's price check (./go-live.service.ts, docs/decisions/0035-price-hints-and-quote-requests.md):
 * a fresh install's prices are plausible starting prices, not the company's, so every product or
 * service page still showing its built-in price, and training fees that are all still the built-in
 * ones, are a thing to do before going live.
 */

export interface PublishedPrices {
  pages: { kind: 'product' | 'service'; slug: string; name: string; price: PriceHint }[];
  /** The training courses' names and fees as published. */
  courses: { name: string; price: PriceHint }[];
}

type Read = <K extends ContentKey>(key: K) => Promise<ContentValue<K>>;

export async function publishedPrices(read: Read): Promise<PublishedPrices> {
  const [productDocs, serviceDocs] = await Promise.all([
    Promise.all(products.map((p) => read(`product:${p.slug}`))),
    Promise.all(services.map((s) => read(`service:${s.slug}`))),
  ]);
  const training = serviceDocs[services.findIndex((s) => s.slug === 'training')];
  return {
    pages: [
      ...products.map((p, i) => ({ kind: 'product' as const, slug: p.slug, name: productDocs[i].name, price: productDocs[i].price ?? builtInPrice('product', p.slug) })),
      ...services.map((s, i) => ({ kind: 'service' as const, slug: s.slug, name: serviceDocs[i].title, price: serviceDocs[i].price ?? builtInPrice('service', s.slug) })),
    ],
    courses: training ? coursesOf('training', training).map((c) => ({ name: c.name, price: c.price })) : [],
  };
}

const same = (a: PriceHint, b: PriceHint) => JSON.stringify(a) === JSON.stringify(b);
const listed = (words: string[]) => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`);

export function samplePriceItems(prices: PublishedPrices): Omit<GoLiveItem, 'id'>[] {
  const items: Omit<GoLiveItem, 'id'>[] = [];
  for (const kind of ['product', 'service'] as const) {
    const left = prices.pages.filter((p) => p.kind === kind && same(p.price, builtInPrice(kind, p.slug)));
    if (!left.length) continue;
    const some = left.slice(0, 3).map((p) => `${p.name} (${priceWords(p.price).toLowerCase()})`);
    items.push({
      text: `Prices still the defaults: ${left.length} ${kind === 'product' ? 'software product' : 'service'} ${left.length === 1 ? 'page shows' : 'pages show'} the sample starting price: ${listed(some)}${left.length > 3 ? ' …' : ''}.`,
      href: `/admin?section=content&screen=${kind === 'product' ? 'products' : 'services'}`,
      action: kind === 'product' ? 'Edit software products' : 'Edit services',
    });
  }
  const seeded = new Map(builtInCourses('2026-01-01').map((c) => [c.name, c.price]));
  const sampleFees = prices.courses.length > 0 && prices.courses.every((c) => seeded.has(c.name) && same(c.price, seeded.get(c.name)!));
  if (sampleFees) {
    items.push({ text: 'Prices still the defaults: the training courses show the sample fees and class dates.', href: '/admin?section=content&screen=services&page=training', action: 'Edit the training courses' });
  }
  return items;
}
