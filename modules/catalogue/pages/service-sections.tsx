import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ServiceSectionContent } from '../../../content/types';
import { Icon } from '../../../app/components/icon';
import type { IconName } from '../../../app/components/icon-names';
import { ProductGrid, type ProductCardData } from './product-card';
import './page-layout.css';
import './service-sections.css';
import './columns.css';

/**
 * The sections of a service page. Each section's `layout` field (common/site-content/pages.ts
 * SECTION_LAYOUTS, chosen in the admin's Site content editor) says how it is drawn; the heading is
 * only words, so an editor may rename it freely.
 */

/** A section as the page draws it: with its tiles' icons, chosen by the loader (tile-icons.ts). */
export type ShownSection = ServiceSectionContent & { icons?: readonly IconName[] };

/** The in-page link of a section: "How we work" → "how-we-work". */
export const sectionId = (heading: string) => heading.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

const split = (item: string): [string, string] | null => {
  const i = item.indexOf(': ');
  return i > 0 ? [item.slice(0, i), item[i + 2].toUpperCase() + item.slice(i + 3)] : null;
};
/** Title–description pairs only when every item of the list has one. */
const pairs = (items: string[]) => (items.length > 0 && items.every((i) => split(i)) ? items.map((i) => split(i)!) : null);
/** Columns on wide screens that leave no lonely last row (6 → 3 + 3, 7 → 4 + 3). */
const cols = (n: number) => `cols-${n <= 5 ? n : n % 3 === 0 ? 3 : 4}`;

/** Turns the words "Login" and "Sign Up" of a step into links, keeping the text intact. */
function withAccountLinks(text: string): ReactNode {
  const parts = text.split(/(Login|Sign Up)/);
  return parts.map((part, i) =>
    part === 'Login' ? (
      <Link key={i} to="/login">
        Login
      </Link>
    ) : part === 'Sign Up' ? (
      <Link key={i} to="/signup">
        Sign Up
      </Link>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}

function Steps({ items, accountLinks }: { items: string[]; accountLinks: boolean }) {
  const split2 = pairs(items);
  return (
    <ol className={`steps ${cols(items.length)}${split2 ? ' steps--split' : ''}`}>
      {items.map((item, i) => (
        <li key={item}>
          {split2 ? (
            <>
              <strong>{split2[i][0]}</strong>
              <span>{split2[i][1]}</span>
            </>
          ) : accountLinks ? (
            withAccountLinks(item)
          ) : (
            item
          )}
        </li>
      ))}
    </ol>
  );
}

/** Paragraphs, then the items as a ticked list. */
function ListBody({ section }: { section: ShownSection }) {
  return (
    <>
      {section.body.map((p, i) => (
        <p key={i} className="prose">
          {p}
        </p>
      ))}
      {section.items.length > 0 && (
        <ul className="check-list feature-list">
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </>
  );
}

export function SectionBody({ section, products }: { section: ShownSection; products: readonly ProductCardData[] }) {
  const items = section.items;
  switch (section.layout) {
    case 'products':
      // The items stand in when there are no cards to show.
      return products.length > 0 ? <ProductGrid products={products} link="product" /> : <ListBody section={section} />;
    case 'steps':
    case 'account-steps':
      return <Steps items={items} accountLinks={section.layout === 'account-steps'} />;
    case 'badges':
      return (
        <ul className="badge-list" role="list">
          {items.map((item) => (
            <li key={item} className="badge">
              <Icon name="i-code" size={16} />
              {item}
            </li>
          ))}
        </ul>
      );
    case 'courses':
    case 'categories':
      return (
        <ul className={`tile-grid ${cols(items.length)}`} role="list">
          {items.map((item, i) => (
            <li key={item} className="tile tile--row">
              <span className="tile__icon">
                <Icon name={section.icons?.[i] ?? 'i-cap'} size={24} />
              </span>
              <h3>{item}</h3>
            </li>
          ))}
        </ul>
      );
    case 'tiles': {
      const tiles = pairs(items);
      // Items that are not all "Title: description" show as the ticked list.
      if (!tiles) return <ListBody section={section} />;
      return (
        <ul className={`tile-grid ${cols(tiles.length)}`} role="list">
          {tiles.map(([title, text], i) => (
            <li key={title} className="tile">
              <span className="tile__icon">
                <Icon name={section.icons?.[i] ?? 'i-code'} size={26} />
              </span>
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      );
    }
    default:
      return <ListBody section={section} />;
  }
}

/** Every section of the page, alternating backgrounds; numbered steps with account links end with the two buttons. */
export function ServiceSections({ sections, products }: { sections: readonly ShownSection[]; products: readonly ProductCardData[] }) {
  return sections.map((section, i) => (
    <section
      key={section.heading}
      id={sectionId(section.heading)}
      className={i % 2 === 0 ? 'section section--alt' : 'section'}
      aria-labelledby={`${sectionId(section.heading)}-title`}
    >
      <div className="container">
        <h2 id={`${sectionId(section.heading)}-title`} className="subhead">
          {section.heading}
        </h2>
        <SectionBody section={section} products={products} />
        {section.layout === 'account-steps' && (
          <p className="step-actions">
            <Link to="/login" className="btn btn-primary">
              Login
            </Link>
            <Link to="/signup" className="btn btn-outline">
              Sign Up
            </Link>
          </p>
        )}
      </div>
    </section>
  ));
}
