import type { InsightsReport } from '../insights.schemas';
import { count } from './words';

const FIGURES = [
  { key: 'people', label: 'people', one: 'person', explain: 'Different people who opened the site, counted once a day.' },
  { key: 'views', label: 'page views', one: 'page view', explain: 'Pages opened, including each page of a visit.' },
  { key: 'visits', label: 'visits', one: 'visit', explain: 'Arrivals from outside the site: a search, a link, a typed address.' },
  { key: 'leads', label: 'leads', one: 'lead', explain: 'Messages, reviews, sign-ups and taps to call, chat or e-mail.' },
] as const;

/** The four headline figures of the period, in plain words, and how people are counted. */
export function Headline({ totals }: { totals: InsightsReport['totals'] }) {
  return (
    <div className="ins-headline">
      <ul className="ins-figures">
        {FIGURES.map((f) => (
          <li key={f.key} className={`ins-figure ins-figure--${f.key}`}>
            <span className="ins-figure__count">{count(totals[f.key])}</span>
            <span className="ins-figure__label">{totals[f.key] === 1 ? f.one : f.label}</span>
            <span className="ins-figure__explain">{f.explain}</span>
          </li>
        ))}
      </ul>
      <p className="ins-headline__note">
        People are counted without cookies, once a day: someone who comes back on another day is counted again, and nothing that could
        identify them is kept.
      </p>
    </div>
  );
}
