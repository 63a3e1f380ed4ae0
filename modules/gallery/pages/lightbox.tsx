import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from '../../../app/components/icon';
import './lightbox.css';

export interface LightboxImage {
  src: string;
  srcset: string;
  alt: string;
  /** Decoration: drawn with an empty alt; the dialog is still labelled by the title. */
  decorative?: boolean;
  title: string;
  width: number;
  height: number;
}

interface LightboxProps {
  images: readonly LightboxImage[];
  index: number;
  onIndexChange: (index: number) => void;
  /** Called with the index shown last, so the caller can return focus to that thumbnail. */
  onClose: (index: number) => void;
}

const FOCUSABLE = 'button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * Full-screen image viewer: a modal dialog labelled by the image title, with close,
 * previous and next controls that wrap around at both ends. Escape closes, ArrowLeft/ArrowRight
 * move, Tab cycles inside, the rest of the page is inert and does not scroll, and a horizontal
 * swipe moves on touch screens. Rendered only in the browser, after a click on a thumbnail.
 */
export function Lightbox({ images, index, onIndexChange, onClose }: LightboxProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const touchX = useRef<number | null>(null);
  const titleId = useId();
  const count = images.length;
  const image = images[index];
  const go = (step: number) => onIndexChange((index + step + count) % count);

  // Modal behaviour: focus inside, page behind inert and not scrollable; undone on close.
  useEffect(() => {
    const dialog = dialogRef.current!;
    const body = document.body;
    const gap = window.innerWidth - document.documentElement.clientWidth;
    const madeInert = [...body.children].filter((el): el is HTMLElement => el instanceof HTMLElement && el !== dialog && !el.inert);
    madeInert.forEach((el) => (el.inert = true));
    body.classList.add('lightbox-open');
    if (gap > 0) body.style.paddingRight = `${gap}px`;
    closeRef.current?.focus();
    return () => {
      madeInert.forEach((el) => (el.inert = false));
      body.classList.remove('lightbox-open');
      body.style.paddingRight = '';
    };
  }, []);

  // Keys are read at document level so they work wherever focus is (even after a click on the photo).
  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      const dialog = dialogRef.current;
      if (!dialog) return;
      if (e.key === 'Escape') {
        e.preventDefault();
        onClose(index);
      } else if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
        e.preventDefault();
        onIndexChange((index + (e.key === 'ArrowLeft' ? -1 : 1) + count) % count);
      } else if (e.key === 'Tab') {
        const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
        if (items.length === 0) return;
        const first = items[0];
        const last = items[items.length - 1];
        const active = document.activeElement;
        if (!dialog.contains(active) || (e.shiftKey && active === first) || (!e.shiftKey && active === last)) {
          e.preventDefault();
          (e.shiftKey ? last : first).focus();
        }
      }
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [index, count, onClose, onIndexChange]);

  return createPortal(
    <div
      ref={dialogRef}
      className="lightbox"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose(index);
      }}
      onTouchStart={(e) => {
        touchX.current = e.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(e) => {
        const start = touchX.current;
        const end = e.changedTouches[0]?.clientX;
        touchX.current = null;
        if (start === null || end === undefined || count < 2 || Math.abs(end - start) < 50) return;
        go(end < start ? 1 : -1);
      }}
    >
      <div className="lightbox__bar">
        <p className="lightbox__counter" aria-live="polite">
          {index + 1} of {count}
        </p>
        <button ref={closeRef} type="button" className="lightbox__btn" aria-label="Close" onClick={() => onClose(index)}>
          <Icon name="close-bold" />
        </button>
      </div>
      <figure
        className="lightbox__figure"
        onClick={(e) => {
          if (e.target === e.currentTarget) onClose(index);
        }}
      >
        <img
          key={image.src}
          className="lightbox__img"
          src={image.src}
          srcSet={image.srcset || undefined}
          sizes="(min-width: 1100px) 1100px, 100vw"
          width={image.width || undefined}
          height={image.height || undefined}
          alt={image.decorative ? '' : image.alt || 'Gallery'}
          decoding="async"
        />
        <figcaption className="lightbox__caption">
          <h2 id={titleId}>{image.title || image.alt || 'Gallery'}</h2>
        </figcaption>
      </figure>
      {count > 1 && (
        <>
          <button type="button" className="lightbox__btn lightbox__nav lightbox__nav--prev" aria-label="Previous image" onClick={() => go(-1)}>
            <Icon name="chevron-left-bold" />
          </button>
          <button type="button" className="lightbox__btn lightbox__nav lightbox__nav--next" aria-label="Next image" onClick={() => go(1)}>
            <Icon name="chevron-right-bold" />
          </button>
        </>
      )}
    </div>,
    document.body,
  );
}
