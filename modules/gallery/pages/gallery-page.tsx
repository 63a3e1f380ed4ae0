import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import './gallery.css';
import { messages } from '../../../common/messages';
import type { GalleryImage } from '../gallery.schemas';
import { Lightbox } from './lightbox';
import { useLighterSrcset } from '../../../app/lib/use-save-data';

/**
 * The public Photo Gallery (/gallery): the pictures in the admin's order, each opening the
 * full-size viewer (./lightbox.tsx). Its route file, app/routes/gallery.tsx, loads the list and
 * sets the page's title; this file is the module's entry point for it
 * (docs/decisions/0033-domain-modules.md), zod-free like every public page.
 */

/** Thumbnails loaded straight away; the rest wait until they are scrolled near (loading="lazy"). */
const EAGER = 4;
const THUMB_SIZES = '(min-width: 75rem) 17rem, (min-width: 60rem) 30vw, (min-width: 40rem) 45vw, 50vw';

/** A picture as the page shows it: a decorative one has an empty alt. */
export function pictureOf(i: GalleryImage) {
  return {
    id: i.id,
    title: i.title,
    alt: i.decorative ? '' : i.alt,
    decorative: i.decorative,
    src: i.image_url,
    srcset: i.srcset,
    width: i.width,
    height: i.height,
  };
}
export type GalleryPicture = ReturnType<typeof pictureOf>;

function EmptyGallery() {
  return (
    <div className="gallery-empty">
      <svg className="gallery-empty__art" viewBox="0 0 240 160" width="240" height="160" aria-hidden="true" focusable="false">
        <rect x="58" y="18" width="132" height="100" rx="10" fill="#e7f2ef" transform="rotate(-8 124 68)" />
        <rect x="50" y="30" width="140" height="104" rx="10" fill="#fff" stroke="#d9e1e5" strokeWidth="2" />
        <rect x="62" y="42" width="116" height="70" rx="6" fill="#e7f2ef" />
        <circle cx="150" cy="62" r="9" fill="#f2a900" />
        <path d="M62 104l32-34 22 22 14-14 48 30v4H62z" fill="#0b5d4b" opacity="0.85" />
        <path d="M62 112l46-30 30 30z" fill="#073f33" />
        <rect x="62" y="120" width="60" height="6" rx="3" fill="#d9e1e5" />
      </svg>
      <p className="gallery-empty__title">{messages.galleryEmpty}</p>
      <p className="gallery-empty__text">
        In the meantime, read about the company or browse the organisations we work with.
      </p>
      <div className="gallery-empty__actions">
        <Link className="btn btn-primary" to="/companyProfile">
          Company profile
        </Link>
        <Link className="btn btn-outline" to="/hotels">
          Our clients
        </Link>
      </div>
    </div>
  );
}

/** The page, as its route shows it: the pictures come as the route's loader data. */
export function GalleryPage({ loaderData: { images } }: { loaderData: { images: GalleryPicture[] } }) {
  const [open, setOpen] = useState<number | null>(null);
  // `Save-Data: on`: the thumbnails offer their smallest width only.
  const lighter = useLighterSrcset();
  const thumbs = useRef<(HTMLAnchorElement | null)[]>([]);
  const returnTo = useRef<number | null>(null);

  // Focus goes back to the thumbnail of the last image shown, once the dialog (and the inert
  // state it put on the page) is gone.
  useEffect(() => {
    if (open === null && returnTo.current !== null) {
      thumbs.current[returnTo.current]?.focus();
      returnTo.current = null;
    }
  }, [open]);

  const close = useCallback((index: number) => {
    returnTo.current = index;
    setOpen(null);
  }, []);

  function openAt(e: MouseEvent<HTMLAnchorElement>, index: number) {
    // Ctrl/Cmd/Shift/middle clicks keep the link's own behaviour (open the photo in a new tab).
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    setOpen(index);
  }

  return (
    <main className="gallery-page">
      <section className="page-hero gallery-hero">
        <div className="container">
          <p className="eyebrow">About Us</p>
          <h1>Photo Gallery</h1>
          <p>Our training classes, software installations, network projects and team at work in Enugu and beyond.</p>
        </div>
      </section>

      <section className="section gallery-section" aria-label="Photos">
        <div className="container">
          {images.length === 0 ? (
            <EmptyGallery />
          ) : (
            <>
              <p className="gallery-count">
                {images.length} {images.length === 1 ? 'photo' : 'photos'} · select a photo to view it full size
              </p>
              {/* A page served without React opens the viewer with app/widgets/lightbox.ts. */}
              <ul className="gallery-grid" data-widget="lightbox">
                {images.map((img, i) => (
                  <li key={img.id}>
                    <figure className="gallery-item">
                      <a
                        ref={(el) => {
                          thumbs.current[i] = el;
                        }}
                        className="gallery-item__link"
                        href={img.src}
                        onClick={(e) => openAt(e, i)}
                        // A decorative picture has no alt text: the link is named by the title.
                        aria-label={img.decorative ? img.title : undefined}
                      >
                        <img
                          src={img.src}
                          srcSet={lighter(img.srcset || undefined)}
                          sizes={THUMB_SIZES}
                          width={img.width || 480}
                          height={img.height || 360}
                          alt={img.decorative ? '' : img.alt || 'Gallery'}
                          loading={i < EAGER ? 'eager' : 'lazy'}
                          decoding="async"
                        />
                      </a>
                      <figcaption className="gallery-item__caption">{img.title}</figcaption>
                    </figure>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </section>

      {open !== null && images[open] && <Lightbox images={images} index={open} onIndexChange={setOpen} onClose={close} />}
    </main>
  );
}
