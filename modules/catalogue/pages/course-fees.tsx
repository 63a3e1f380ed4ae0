import { Link } from 'react-router';
import type { PriceHint } from '../../../common/price-words';
import { quoteHref } from '../../leads/quote.words';
import { PriceTag } from './price-tag';
import './course-fees.css';

/** A training course as its page shows it: the loader has dropped the class dates before today. */
export interface ShownCourse {
  /** The course's quote key (modules/leads/quote.words.ts courseKey). */
  key: string;
  name: string;
  price: PriceHint;
  /** Upcoming start days, YYYY-MM-DD, soonest first. */
  dates: string[];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** "Mon 4 Jan 2027", the same on the server and in every browser (no Intl, no time zone). */
function dayWords(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  return `${DAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** The training page's fees and next classes, each course with an "Enrol" link to the contact form. */
export function CourseFees({ courses }: { courses: readonly ShownCourse[] }) {
  return (
    <section className="section section--alt course-fees" aria-labelledby="course-fees-title">
      <div className="container">
        <h2 id="course-fees-title">Course fees and next classes</h2>
        <ul className="course-fees__list" role="list">
          {courses.map((c) => (
            <li key={c.key} className="course-fees__item">
              <h3>{c.name}</h3>
              <PriceTag price={c.price} />
              <p className="course-fees__dates">
                {c.dates.length > 0 ? (
                  <>
                    Next classes:{' '}
                    {c.dates.map((d, i) => (
                      <span key={d}>
                        {i > 0 ? ', ' : ''}
                        <time dateTime={d}>{dayWords(d)}</time>
                      </span>
                    ))}
                  </>
                ) : (
                  'Next class: call or write to us for the date.'
                )}
              </p>
              <Link className="btn btn-outline btn-sm" to={quoteHref(c.key, 'enrol')}>
                Enrol<span className="visually-hidden"> in {c.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
