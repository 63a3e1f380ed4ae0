import { errorNote } from './form-notes';

/**
 * The star rating on a page served without React (./page-handle.ts): what
 * components/star-input.tsx does once hydrated, on the fieldset its server rendering left
 * (`.star-rating`, five native radios). The radios already work without it (click, Tab, the arrow
 * keys) and CSS fills the stars up to the checked one; the widget takes over the fill as the
 * component does (`is-on` on the labels, the stars under the pointer shown while it is over them),
 * writes the caption ("3 of 5: Good") and shows the field's message as the component does.
 */
const CAPTIONS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

export interface StarRating {
  /** The fill and caption drawn again from the radios (after the form was reset). */
  redraw(): void;
  /** The field's message (`undefined`: none). */
  showError(message: string | undefined): void;
}

export function enhanceStarRating(group: HTMLElement, onChange: () => void): StarRating {
  const stars = group.querySelector<HTMLElement>('.star-rating__stars');
  const radios = [...group.querySelectorAll<HTMLInputElement>('.star-rating__input')];
  const labels = [...group.querySelectorAll<HTMLElement>('.star-rating__label')];
  const caption = group.querySelector<HTMLElement>('.star-rating__caption');
  // The component's ids: `<id>-caption` and `<id>-error`.
  const base = caption?.id.replace(/-caption$/, '') ?? '';
  let hover = 0;

  const value = () => Number(radios.find((r) => r.checked)?.value ?? 0);
  function redraw() {
    const shown = hover || value();
    labels.forEach((label, i) => label.classList.toggle('is-on', i < shown));
    if (caption) caption.textContent = shown ? `${shown} of 5: ${CAPTIONS[shown - 1]}` : 'Not rated yet';
  }

  // The labels' fill is the widget's from now on, not the CSS that stood in for it.
  stars?.classList.remove('star-rating__stars--static');
  redraw();
  group.querySelectorAll<HTMLElement>('.star-rating__star').forEach((star, i) =>
    star.addEventListener('mouseenter', () => {
      hover = i + 1;
      redraw();
    }),
  );
  stars?.addEventListener('mouseleave', () => {
    hover = 0;
    redraw();
  });
  group.addEventListener('change', () => {
    redraw();
    onChange();
  });

  return {
    redraw,
    showError(message) {
      errorNote(group, `${base}-error`, message);
      group.setAttribute('aria-describedby', message ? `${base}-caption ${base}-error` : `${base}-caption`);
      if (message) group.setAttribute('aria-invalid', 'true');
      else group.removeAttribute('aria-invalid');
    },
  };
}
