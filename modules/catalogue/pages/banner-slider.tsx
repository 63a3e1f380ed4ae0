import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BANNER_INTERVAL_MS } from '../../../common/constants';
import { Icon } from '../../../app/components/icon';
import type { ContentImage } from '../../../content/types';
import { useSaveData } from '../../../app/lib/use-save-data';
import { useServedStatic } from '../../../app/widgets/page-handle';
import './banner-slider.css';

export interface BannerSlide {
  title: string;
  text: string;
  cta: { label: string; href: string };
  /** Illustration under /images/, 480×360: shown when the slide has no uploaded picture. */
  art: string;
  /** An uploaded picture (WebP variants), drawn in the illustration's 4:3 box, cropped to fit. */
  image?: ContentImage | null;
}

/** The picture's drawn width: 16rem on phones, up to 30rem from 48rem up (banner-slider.css). */
const BANNER_SIZES = '(min-width: 48rem) 30rem, 16rem';

function SlidePicture({ slide: s, first }: { slide: BannerSlide; first: boolean }) {
  return (
    <img
      className={s.image ? 'banner__art banner__art--photo' : 'banner__art'}
      src={s.image?.url ?? s.art}
      srcSet={s.image?.srcset}
      sizes={s.image ? BANNER_SIZES : undefined}
      width={480}
      height={360}
      alt=""
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      // The first slide's picture is the page's largest paint: decoded in the frame that draws it.
      decoding={first ? undefined : 'async'}
    />
  );
}

/**
 * Home banner: advances every 5 s; pauses on hover, on keyboard focus and with the
 * pause button; starts paused under prefers-reduced-motion. Every slide is in the server HTML,
 * stacked in one grid cell, so the banner is as tall as its tallest slide and never shifts.
 */
export function BannerSlider({ slides, heading }: { slides: BannerSlide[]; heading: string }) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Only the first slide's picture is in the server HTML. The hidden slides' pictures are drawn
  // once the page has loaded: stacked in the same box, they would otherwise all load at once beside
  // the first one, and on a phone's mobile data three more pictures delay the one on screen.
  const [allPictures, setAllPictures] = useState(false);
  // `Save-Data: on` (app/lib/use-save-data.ts): the slides' text on their colour, no pictures at all.
  const saveData = useSaveData();
  const count = slides.length;
  const servedStatic = useServedStatic();

  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) setPlaying(false);
    if (document.readyState === 'complete') return setAllPictures(true);
    const onLoad = () => setAllPictures(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, []);

  const running = playing && !hovered && !focused;
  useEffect(() => {
    if (!running || count < 2) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), BANNER_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [running, index, count]);

  const go = (i: number) => setIndex((i + count) % count);

  return (
    <section
      className={saveData ? 'banner banner--lite' : 'banner'}
      data-widget="banner-slider"
      aria-roledescription="carousel"
      aria-label="Highlights"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="container banner__inner">
        <h1 className="banner__brand">{heading}</h1>
        <div className="banner__slides" id="banner-slides" aria-live={running ? 'off' : 'polite'}>
          {slides.map((s, i) => (
            <div
              key={`${i}-${s.title}`}
              className={i === index ? 'banner__slide is-active' : 'banner__slide'}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={i === index ? undefined : true}
              inert={i !== index}
            >
              <div className="banner__copy">
                <h2 className="banner__title">{s.title}</h2>
                <p className="banner__text">{s.text}</p>
                <Link to={s.cta.href} className="btn btn-accent banner__cta">
                  {s.cta.label}
                  <Icon name="arrow-link" size={18} />
                </Link>
              </div>
              {/* The first slide's picture is fetched first: React's server renderer also preloads it
                  in the <head> (a non-lazy <img> with fetchPriority high, with its srcset and sizes).
                  Until the others are drawn, an empty box of the same size keeps each slide's height. */}
              {saveData ? null : i > 0 && !allPictures ? (
                <span className="banner__art banner__art--pending" aria-hidden="true">
                  {/* A page served without React draws it from here once loaded (app/widgets/banner-slider.ts). */}
                  {servedStatic ? (
                    <template>
                      <SlidePicture slide={s} first={false} />
                    </template>
                  ) : null}
                </span>
              ) : (
                <SlidePicture slide={s} first={i === 0} />
              )}
            </div>
          ))}
        </div>
        <div className="banner__controls">
          <button
            type="button"
            className="banner__btn"
            onClick={() => setPlaying((p) => !p)}
            aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
          >
            <Icon name={playing ? 'pause' : 'play'} size={18} />
          </button>
          <button type="button" className="banner__btn" onClick={() => go(index - 1)} aria-label="Previous slide" aria-controls="banner-slides">
            <Icon name="slide-prev" size={18} />
          </button>
          <ul className="banner__dots" role="list">
            {slides.map((s, i) => (
              <li key={`${i}-${s.title}`}>
                <button
                  type="button"
                  className="banner__dot"
                  onClick={() => go(i)}
                  aria-label={`Slide ${i + 1}: ${s.title}`}
                  aria-current={i === index ? 'true' : undefined}
                  aria-controls="banner-slides"
                />
              </li>
            ))}
          </ul>
          <button type="button" className="banner__btn" onClick={() => go(index + 1)} aria-label="Next slide" aria-controls="banner-slides">
            <Icon name="slide-next" size={18} />
          </button>
        </div>
      </div>
    </section>
  );
}
