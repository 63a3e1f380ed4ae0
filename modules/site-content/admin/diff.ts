import { phoneDisplay } from '../../../common/phone';

/**
 * Field-by-field comparison of two versions of a document, in words an editor reads
 * ("Phone 1 › Phone number"), for the History panel's "Compare with previous".
 */

const LABELS: Record<string, string> = {
  name: 'Company name',
  shortName: 'Short name',
  tagline: 'Tagline',
  description: 'Description',
  phones: 'Phone',
  label: 'Label',
  // Stored before numbers were typed once, a phone also had its shown form.
  display: 'Number as shown',
  tel: 'Phone number',
  email: 'E-mail address',
  whatsapp: 'WhatsApp',
  'whatsapp.own': 'Uses a different number',
  'whatsapp.tel': 'Own number',
  offices: 'Office',
  kind: 'Type',
  streetAddress: 'Street address',
  postalCode: 'Postal code',
  city: 'City',
  region: 'State',
  country: 'Country',
  hours: 'Opening hours row',
  from: 'First day',
  to: 'Last day',
  opens: 'Opens',
  closes: 'Closes',
  social: 'Social links',
  facebook: 'Facebook',
  x: 'X (Twitter)',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  foundingYear: 'Year founded',
  claims: 'Figures',
  clients: 'Clients',
  students: 'Students',
  deliveryHours: 'Delivery time (hours)',
  // Kept for the history of revisions from before the price moved to the hosting page's price hint.
  hostingPriceNaira: 'Web hosting price (₦ per year)',
  // Price hints and training courses (common/site-content/prices.ts).
  price: 'Price',
  amountKobo: 'Starting price (kobo)',
  unit: 'Price unit',
  courses: 'Course',
  dates: 'Class date',
  // Formatted text and the text pages ('about', 'privacy', 'footer').
  intro: 'Home page introduction',
  story: 'About Us story',
  profile: 'Company Profile text',
  vision: 'Vision',
  mission: 'Mission',
  values: 'Value',
  title: 'Title',
  text: 'Text',
  summary: 'Summary',
  notice: 'Notice',
  lastUpdated: 'Last updated',
  quickLinks: 'Quick link',
  href: 'Page address',
  rightsNotice: 'Rights notice',
};

/** Labels of the page documents ('service:<slug>', 'product:<slug>', 'sector:<slug>'), by kind. */
const PAGE_LABELS: Record<string, string> = {
  title: 'Page heading',
  summary: 'Summary',
  intro: 'Paragraph',
  highlights: 'Highlight',
  sections: 'Section',
  heading: 'Heading',
  items: 'Item',
  body: 'Paragraph',
  cta: 'Closing call to action',
  // A field inside another is looked up as "parent.field" first.
  'cta.title': 'Heading',
  'cta.text': 'Text',
};
const KIND_LABELS: Record<string, Record<string, string>> = {
  service: PAGE_LABELS,
  product: { ...PAGE_LABELS, name: 'Product name', version: 'Version name', items: 'Feature' },
  sector: { ...PAGE_LABELS, intro: 'Introduction' },
};

/**
 * Labels of fields whose name means something else in another document, by the list or object
 * they are in ("members.name" is a person's name, not the company's). Home page and team.
 */
const NESTED_LABELS: Record<string, string> = {
  slides: 'Slide',
  'slides.title': 'Heading',
  'slides.text': 'Text',
  'slides.cta': 'Button',
  'cta.label': 'Label',
  'cta.href': 'Link',
  'slides.art': 'Illustration',
  'slides.image': 'Picture',
  services: 'Services card',
  'services.title': 'Title',
  'services.text': 'Text',
  'services.href': 'Link',
  'services.icon': 'Icon',
  clients: 'Clients strip',
  'clients.perSector': 'Clients per sector',
  members: 'Team member',
  'members.name': 'Name',
  'members.role': 'Role',
  'members.initials': 'Initials',
  'members.bio': 'Short bio',
  'members.photo': 'Photo',
  // Service pages' hero picture.
  image: 'Picture',
};

/** An uploaded picture ({ url, srcset, width, height }) compares as one field: its address. */
const isPicture = (v: object): v is { url: string } => 'url' in v && 'srcset' in v;

function flatten(value: unknown, path: string[] = [], out = new Map<string, string>()): Map<string, string> {
  if (value && typeof value === 'object' && !Array.isArray(value) && isPicture(value)) out.set(path.join('.'), String(value.url));
  else if (Array.isArray(value)) value.forEach((v, i) => flatten(v, [...path, String(i)], out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) flatten(v, [...path, k], out);
  // A phone number (stored in its dial form) reads as the site shows it: "+234 803 555 0199".
  else if (path.at(-1) === 'tel' && typeof value === 'string' && value.startsWith('+')) out.set(path.join('.'), phoneDisplay(value));
  else out.set(path.join('.'), value === null || value === undefined ? '' : String(value));
  return out;
}

/** Pages & SEO ('seo' document): "pages./contact.title" reads "Page /contact › Search title". */
const SEO_FIELDS: Record<string, string> = { title: 'Search title', description: 'Meta description' };

/** `kind` is the document's kind ('product'), for the labels of its own fields. */
export function fieldLabel(path: string, kind = ''): string {
  const labels = KIND_LABELS[kind] ?? LABELS;
  const parts = path.split('.');
  if (parts[0] === 'pages' && parts[1]?.startsWith('/')) return [`Page ${parts[1]}`, ...parts.slice(2).map((p) => SEO_FIELDS[p] ?? p)].join(' › ');
  const words: string[] = [];
  const named = (i: number) => {
    // The field with the nearest named parent first ("members.name"), then the field alone.
    const parent = parts.slice(0, i).filter((q) => !/^\d+$/.test(q)).pop();
    return (
      (i > 0 ? labels[`${parts[i - 1]}.${parts[i]}`] : undefined) ??
      (parent && NESTED_LABELS[`${parent}.${parts[i]}`]) ??
      (i === 0 ? NESTED_LABELS[parts[i]] : undefined) ??
      labels[parts[i]] ??
      parts[i]
    );
  };
  parts.forEach((p, i) => {
    if (/^\d+$/.test(p)) words[words.length - 1] = `${named(i - 1)} ${Number(p) + 1}`;
    else words.push(named(i));
  });
  return words.join(' › ');
}

export interface Change {
  path: string;
  label: string;
  before: string;
  after: string;
}

/** Fields whose value differs, in the order of the newer version (then those that were removed). */
export function diff(before: unknown, after: unknown, kind = ''): Change[] {
  const a = flatten(before);
  const b = flatten(after);
  const keys = [...b.keys(), ...[...a.keys()].filter((k) => !b.has(k))];
  return keys
    .filter((k) => a.get(k) !== b.get(k))
    .map((k) => ({ path: k, label: fieldLabel(k, kind), before: a.get(k) ?? '', after: b.get(k) ?? '' }));
}
