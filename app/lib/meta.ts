import type { MetaDescriptor } from 'react-router';
import { site } from '../../content/site';

/** The title and description tags every page sets; the title ends with the company's short name. */
export function pageMeta(title: string, description: string = site.description): MetaDescriptor[] {
  return [{ title: `${title} | ${site.shortName}` }, { name: 'description', content: description }];
}
