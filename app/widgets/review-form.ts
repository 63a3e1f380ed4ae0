import { messages } from '../../common/messages';
import { fieldErrors } from '../../common/form-result';
import { REVIEW_FORM_CALLS } from '../../modules/reviews/review-form.calls';
import { callerFor } from '../lib/caller';
import { loadSchemas, prefetchSchemas } from '../lib/lazy-schemas';
import { focusFirstError } from '../components/form/fields';
import { enhanceCaptcha } from './captcha';
import { busyButton, showFieldError, showOutcome, valuesOf } from './form-notes';
import { enhanceStarRating } from './star-rating';
import { enhanceImageInput } from './image-input';

/**
 * The review form on the page served without React (./page-handle.ts): what
 * modules/reviews/pages/review-form.tsx does on a hydrated page, on the form its server rendering
 * left (`<form data-widget="review-form">`), which without this script posts, picture included, to
 * the page's own action. The stars are ./star-rating.ts, the picture ./image-input.ts, the spam
 * check ./captcha.ts. The visitor's own fields are checked first with the shared schema
 * (common/schemas.ts ReviewSubmissionSchema, loaded on first use: lib/lazy-schemas.ts), each
 * message under its field and the first one focused; only a complete form waits for a spam check
 * still running. The review goes to the API as a multipart form with the member's session, the
 * button counting the picture's upload; a sent review empties the form and says so under the
 * button, a refusal gives the server's sentence (beside the stars when it is about the rating),
 * a dropped connection the apology. A refused or spent proof starts the check again.
 */

/** The fields in the order the form shows them. */
const FIELDS = ['name', 'rating', 'review_text', 'profile_pic', 'captchaToken'] as const;
type Field = (typeof FIELDS)[number];
type Errors = Partial<Record<Field, string>>;
type Review = { name: string; rating: number; review_text: string; captchaToken: string };

// The form's one call, without the table of the public pages' calls (../lib/caller.ts).
const { call } = callerFor(REVIEW_FORM_CALLS);

export function enhanceReviewForm(form: HTMLFormElement): void {
  const captchaField = form.querySelector<HTMLElement>('.altcha-field');
  const captcha = captchaField ? enhanceCaptcha(captchaField) : null;
  const starsGroup = form.querySelector<HTMLElement>('.star-rating');
  const stars = starsGroup ? enhanceStarRating(starsGroup, () => showError('rating', undefined)) : null;
  const pictureField = form.querySelector<HTMLElement>('.image-input');
  const picture = pictureField ? enhanceImageInput(pictureField) : null;
  const sending = busyButton(form.querySelector<HTMLButtonElement>('button[type="submit"]'));
  const actions = form.querySelector('.review-form__actions');
  const input = (name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;

  function showError(field: Field, message: string | undefined) {
    if (field === 'captchaToken') return captcha?.showError(message);
    if (field === 'rating') return stars?.showError(message);
    if (field === 'profile_pic') return picture?.showError(message);
    const el = input(field);
    if (el) showFieldError(el, message);
  }
  const showErrors = (found: Errors) => FIELDS.forEach((f) => showError(f, found[f]));

  /** The text of each of the form's fields ('' for one it lacks), with `extra` values that are not its inputs. */
  const values = (extra: Record<string, string> = {}) => ({ ...valuesOf(form, FIELDS), ...extra });

  form.addEventListener('focusin', prefetchSchemas);
  form.addEventListener('input', (e) => {
    const el = e.target as HTMLInputElement;
    if (el.name === 'name' || el.name === 'review_text') showError(el.name, undefined);
  });

  form.addEventListener('submit', (e) => {
    e.preventDefault();
    if (sending.busy) return;
    showOutcome(actions, null);
    sending.set(true, 'Submitting...');
    void send().finally(() => sending.set(false));
  });

  /**
   * What the schema `full` or the one without the spam check makes of the values: its output, or
   * null with the messages shown and the first field focused. Without the schemas (a dropped
   * connection) the values go unchecked: the server checks them the same way.
   */
  async function check(full: boolean, extra: Record<string, string> = {}): Promise<Review | null> {
    const typed = values(extra);
    const schemas = await loadSchemas().catch(() => null);
    const parsed = schemas && (full ? schemas.ReviewSubmissionSchema : schemas.ReviewSubmissionSchema.omit({ captchaToken: true })).safeParse(typed);
    // The first message of each field.
    const found: Errors = parsed && !parsed.success ? fieldErrors(parsed.error) : {};
    showErrors(found);
    if (!parsed) return typed as unknown as Review;
    if (parsed.success) return parsed.data as Review;
    focusFirstError(form, found, FIELDS);
    return null;
  }

  async function send() {
    try {
      if (!(await check(false))) return;
      await captcha?.settled();
      const checked = await check(true, { captchaToken: captcha?.token() ?? '' });
      if (!checked) return;
      const { name, rating, review_text, captchaToken } = checked;
      const file = picture?.file() ?? null;
      const res = await call('sendReview', {
        form: { name, rating, review_text, captchaToken, profile_pic: file },
        auth: true,
        onProgress: file ? (p) => sending.set(true, p < 1 ? `Uploading ${Math.round(p * 100)}%...` : 'Submitting...') : undefined,
      });
      if (res.ok) {
        form.reset();
        captcha?.reset();
        stars?.redraw();
        picture?.clear();
        showOutcome(actions, messages.reviewSuccess, 'success');
        return;
      }
      // A spent or refused proof is no use for the next try: the check runs again.
      captcha?.reset();
      const text = res.data.message || messages.reviewFailure;
      // The server's own rating check is shown beside the stars, where it can be fixed.
      if (/rating/i.test(text) && /star/i.test(text)) stars?.showError(text);
      showOutcome(actions, text);
    } catch {
      captcha?.reset();
      showOutcome(actions, messages.reviewNetwork);
    }
  }
}
