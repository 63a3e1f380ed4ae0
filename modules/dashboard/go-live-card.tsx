import { Link } from 'react-router';
import { useList } from '../../app/features/admin/use-list';
import { Icon } from '../../app/components/icon';
import './go-live-card.css';

/**
 * The dashboard's "Before you go live" list: what the site still publishes from the fresh install
 * (the example e-mail, the 555 numbers, sample figures, the sample team …), as the server finds it
 * in the published content (./go-live.service.ts), each with a link to the screen that fixes
 * it. Read each time the dashboard opens, so a fix published elsewhere is gone on return. With
 * nothing left, or if it cannot be loaded, the card is not there: the dashboard works without it.
 */
export function GoLiveCard() {
  const { items } = useList('goLive');
  if (!items.length) return null;

  return (
    <section className="card go-live" aria-labelledby="go-live-heading">
      <h3 id="go-live-heading">
        <Icon name="shield-check" size={22} />
        Before you go live: {items.length === 1 ? '1 thing' : `${items.length} things`} to replace
      </h3>
      <p className="go-live__intro">
        The website still shows these stand-ins from the fresh install. Visitors take them for the company's own details, so
        replace each one and publish; it leaves this list by itself.
      </p>
      <ol className="go-live__list">
        {items.map((item) => (
          <li key={item.id} data-check={item.id}>
            <span className="go-live__text">{item.text}</span>
            <Link to={item.href} className="go-live__fix" preventScrollReset>
              {item.action} <Icon name="chevron-right" size={16} />
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
