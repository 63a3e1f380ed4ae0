import { useEffect, useRef, useState } from 'react';
import { MARQUEE_SPEED } from '../../../common/constants';
import { Monogram } from '../../../app/components/initials';
import './marquee.css';

export interface MarqueeClient {
  name: string;
  /** Sector heading, shown under the name. */
  sector: string;
  /** Uploaded logo (served under /uploads/), if any. */
  logo?: string;
  srcset?: string;
}

function Tiles({ clients, hidden }: { clients: MarqueeClient[]; hidden?: boolean }) {
  return (
    <ul className="marquee__list" role="list" aria-hidden={hidden || undefined}>
      {clients.map((c) => (
        <li key={c.name} className="logo-tile">
          {c.logo ? (
            <img className="logo-tile__img" src={c.logo} srcSet={c.srcset || undefined} sizes="56px" width={56} height={56} alt="" loading="lazy" decoding="async" />
          ) : (
            <Monogram name={c.name} />
          )}
          <span className="logo-tile__text">
            <span className="logo-tile__name">{c.name}</span>
            <span className="logo-tile__sector">{c.sector}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Client logos scrolling at MARQUEE_SPEED px/s. The list is rendered twice and the track
 * moves by exactly one copy, so the loop is seamless; the copy is hidden from assistive tech.
 * Hover, keyboard focus or the pause button stop it; under reduced motion it is a still, wrapped grid.
 */
export function Marquee({ clients }: { clients: MarqueeClient[] }) {
  const track = useRef<HTMLDivElement>(null);
  const [paused, setPaused] = useState(false);
  // The moving copy is added after hydration: without JavaScript the row simply stands still,
  // and the server HTML carries one copy of the tiles instead of two.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  useEffect(() => {
    if (!ready) return;
    const el = track.current;
    const first = el?.firstElementChild as HTMLElement | null;
    if (!el || !first) return;
    const apply = () => el.style.setProperty('--marquee-duration', `${first.offsetWidth / MARQUEE_SPEED}s`);
    apply();
    const observer = new ResizeObserver(apply);
    observer.observe(first);
    return () => observer.disconnect();
  }, [ready]);

  return (
    // A page served without React moves it with app/widgets/marquee.ts.
    <div className={`marquee${ready ? ' is-ready' : ''}${paused ? ' is-paused' : ''}`} data-widget="marquee">
      <div className="marquee__viewport">
        <div className="marquee__track" ref={track}>
          <Tiles clients={clients} />
          {ready && <Tiles clients={clients} hidden />}
        </div>
      </div>
      <button type="button" className="btn btn-outline btn-sm marquee__toggle" onClick={() => setPaused((p) => !p)} aria-pressed={paused}>
        {paused ? 'Resume scrolling' : 'Pause scrolling'}
      </button>
    </div>
  );
}
