import type { ContentKey, ContentValue } from '../../common/site-content/keys';
import { products } from '../../content/products';
import { services } from '../../content/services';
import { coursesOf } from '../../content/prices';
import { courseKey, QUOTE_ITEM_PATTERN, type QuoteItem } from './quote.words';

/** Reads a site-content document (the published value, or a preview's draft). */
export type ReadContent = <K extends ContentKey>(key: K) => Promise<ContentValue<K>>;

/**
 * The product, service or training course a key names, with its current name and page; null for a
 * key that names none (made up, cut, or a course since renamed): the message is then stored as an
 * ordinary one. Never throws: a lookup that fails is no reason to lose a message.
 */
export async function quoteItemOf(read: ReadContent, key: string | null | undefined): Promise<QuoteItem | null> {
  if (!key || !QUOTE_ITEM_PATTERN.test(key)) return null;
  try {
    const lower = key.toLowerCase();
    if (lower.startsWith('course:')) {
      const courses = coursesOf('training', await read('service:training'));
      const course = courses.find((c) => courseKey(c.name) === lower);
      return course ? { key: courseKey(course.name), name: course.name, page: '/training' } : null;
    }
    const product = products.find((p) => p.slug.toLowerCase() === lower);
    if (product) return { key: product.slug, name: (await read(`product:${product.slug}`)).name, page: `/${product.slug}` };
    const service = services.find((s) => s.slug.toLowerCase() === lower);
    if (service) return { key: service.slug, name: (await read(`service:${service.slug}`)).title, page: `/${service.slug}` };
    return null;
  } catch {
    return null;
  }
}
