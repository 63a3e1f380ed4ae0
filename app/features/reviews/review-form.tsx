import { useRef, useState } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { messages } from '../../../common/messages';
import { call } from '../../lib/call';
import { loadSchemas, prefetchSchemas } from '../../lib/lazy-schemas';
import { FormGuardFields } from '../../components/form/form-guard-fields';
import type { FormRefusal } from '../../../common/form-result';
import { ImageInput } from '../../components/image-input';
import { StarInput } from '../../components/star-input';
import { Icon } from '../../components/icon';
import { CaptchaField, type CaptchaHandle } from '../../components/captcha/captcha-field';
import type { loader as rootLoader } from '../../root';
import type { CaptchaClientConfig } from '../../../common/captcha-providers';
import '../../components/stars.css';
import './review-form.css';

type Field = 'name' | 'rating' | 'review_text' | 'captchaToken';
type Errors = Partial<Record<Field, string>>;
type Outcome = { kind: 'success' | 'error'; text: string } | null;

/** Which spam check to draw (CAPTCHA_PROVIDER), from the root loader; ALTCHA if it is missing. */
const ALTCHA: CaptchaClientConfig = { provider: 'altcha' };

interface ReviewFormProps {
  /** The signed time the page was served, for the form posted without JavaScript. */
  stamp: string;
  /** The page action's answer to a form posted without JavaScript that it refused. */
  refused?: FormRefusal;
  /** True on the page the action sends the visitor to once the review is stored. */
  sent?: boolean;
}

/**
 * With JavaScript the form checks its fields, solves the captcha and calls the API (with upload
 * progress). Without it (or before the script has loaded) it posts, picture included, to the page's
 * own action: the same schema and image checks, the server's spam checks instead of the captcha.
 */
export function ReviewForm({ stamp, refused, sent = false }: ReviewFormProps) {
  const captchaConfig = useRouteLoaderData<typeof rootLoader>('root')?.captcha ?? ALTCHA;
  const captcha = useRef<CaptchaHandle>(null);
  const typed = refused?.values ?? {};
  const [rating, setRating] = useState(() => ratingOf(typed.rating));
  const [picture, setPicture] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors & { profile_pic?: string }>(refused?.errors ?? {});
  const [outcome, setOutcome] = useState<Outcome>(
    refused?.message ? { kind: 'error', text: refused.message } : sent ? { kind: 'success', text: messages.reviewSuccess } : null,
  );
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const el = e.currentTarget;
    setOutcome(null);
    setBusy(true);
    setProgress(null);
    try {
      const data = new FormData(el);
      const values = {
        name: String(data.get('name') ?? ''),
        rating: String(data.get('rating') ?? '0'),
        review_text: String(data.get('review_text') ?? ''),
      };
      const { ReviewSubmissionSchema } = await loadSchemas();
      // The visitor's own fields are checked at once; only a complete form waits for the spam check
      // still running (it starts when the visitor enters the form).
      const fieldsOnly = ReviewSubmissionSchema.omit({ captchaToken: true }).safeParse(values);
      if (fieldsOnly.success) await captcha.current?.settled();
      const parsed = fieldsOnly.success
        ? ReviewSubmissionSchema.safeParse({ ...values, captchaToken: captcha.current?.token() ?? '' })
        : fieldsOnly;
      if (!parsed.success) {
        const found: Errors = {};
        for (const issue of parsed.error.issues) {
          const key = issue.path[0] as Field;
          found[key] ??= issue.message;
        }
        setErrors(found);
        focusFirstInvalid(el, found);
        return;
      }
      setErrors({});
      const { name, rating, review_text, captchaToken } = parsed.data;
      const res = await call('sendReview', {
        form: { name, rating, review_text, captchaToken, profile_pic: picture },
        auth: true,
        onProgress: picture ? setProgress : undefined,
      });
      if (res.ok) {
        el.reset();
        captcha.current?.reset();
        setRating(0);
        setPicture(null);
        setOutcome({ kind: 'success', text: messages.reviewSuccess });
        return;
      }
      // A spent or refused proof is no use for the next try: the check runs again.
      captcha.current?.reset();
      const text = res.data.message || messages.reviewFailure;
      // The server's own rating check (rating 0) is shown beside the stars, where it can be fixed.
      if (/rating/i.test(text) && /star/i.test(text)) setErrors({ rating: text });
      setOutcome({ kind: 'error', text });
    } catch {
      captcha.current?.reset();
      setOutcome({ kind: 'error', text: messages.reviewNetwork });
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }

  const label = busy ? (progress !== null && progress < 1 ? `Uploading ${Math.round(progress * 100)}%...` : 'Submitting...') : 'Submit Review';

  return (
    <main>
      <section className="page-hero">
        <div className="container">
          <span className="eyebrow">Customer reviews</span>
          <h1>Leave a Review</h1>
          <p>
            Worked with us on software, training, web hosting or a project? Tell other businesses and students how it
            went. It takes about two minutes.
          </p>
        </div>
      </section>

      <section className="section">
        <div className="container review-layout">
          <div className="card review-card">
            <h2 className="review-card__title">Your review</h2>
            <p className="review-card__intro">
              Fields marked <span aria-hidden="true">*</span>
              <span className="visually-hidden">with an asterisk</span> are required.
            </p>
            <form
              className="form review-form"
              method="post"
              action="/reviewForm#review-form-top"
              encType="multipart/form-data"
              id="review-form-top"
              noValidate
              onSubmit={submit}
              onFocus={prefetchSchemas}
              aria-describedby="review-moderation"
            >
              <FormGuardFields stamp={stamp} idPrefix="review" />
              <div className="field">
                <label htmlFor="review-name">
                  Your name <span aria-hidden="true">*</span>
                </label>
                <input
                  id="review-name"
                  name="name"
                  defaultValue={typed.name}
                  type="text"
                  autoComplete="name"
                  maxLength={80}
                  required
                  aria-invalid={errors.name ? true : undefined}
                  aria-describedby={errors.name ? 'review-name-error review-name-hint' : 'review-name-hint'}
                  onChange={() => errors.name && setErrors((x) => ({ ...x, name: undefined }))}
                />
                <p id="review-name-hint" className="hint">
                  Shown with your review. A first name and your business are fine, e.g. “Chidi, Ogui Road Pharmacy”.
                </p>
                {errors.name && (
                  <p id="review-name-error" className="field-error">
                    {errors.name}
                  </p>
                )}
              </div>

              <StarInput
                name="rating"
                legend={
                  <>
                    Your rating <span aria-hidden="true">*</span>
                  </>
                }
                value={rating}
                onChange={(n) => {
                  setRating(n);
                  if (errors.rating) setErrors((x) => ({ ...x, rating: undefined }));
                }}
                error={errors.rating}
              />

              <div className="field">
                <label htmlFor="review-text">
                  Comment <span aria-hidden="true">*</span>
                </label>
                <textarea
                  id="review-text"
                  name="review_text"
                  defaultValue={typed.review_text}
                  rows={6}
                  maxLength={2000}
                  required
                  aria-invalid={errors.review_text ? true : undefined}
                  aria-describedby={errors.review_text ? 'review-text-error review-text-hint' : 'review-text-hint'}
                  onChange={() => errors.review_text && setErrors((x) => ({ ...x, review_text: undefined }))}
                />
                <p id="review-text-hint" className="hint">
                  What did we do for you, and how did it go? Up to 2,000 characters.
                </p>
                {errors.review_text && (
                  <p id="review-text-error" className="field-error">
                    {errors.review_text}
                  </p>
                )}
              </div>

              <ImageInput
                name="profile_pic"
                label="Profile picture (optional)"
                className="review-form__picture"
                round
                previewSize={88}
                file={picture}
                onFile={setPicture}
                previewAlt="Preview of your profile picture"
                placeholder={<Icon name="photo-placeholder" size={88} />}
                error={errors.profile_pic}
              />

              <CaptchaField ref={captcha} config={captchaConfig} label="Spam check" error={errors.captchaToken} />

              <div className="review-form__actions">
                <button type="submit" className="btn btn-primary" disabled={busy}>
                  {label}
                </button>
                {outcome?.kind === 'success' && (
                  <p className="form-message form-message--success" role="status">
                    {outcome.text}
                  </p>
                )}
                {outcome?.kind === 'error' && (
                  <p className="form-message form-message--error" role="alert">
                    {outcome.text}
                  </p>
                )}
              </div>
              <p className="form-privacy">
                Approved reviews are shown publicly with the name you give. <Link to="/privacy">Privacy Notice</Link>
              </p>
            </form>
          </div>

          <aside className="review-aside" aria-labelledby="review-moderation-title">
            <h2 id="review-moderation-title">What happens next</h2>
            <ol className="review-steps">
              <li>
                <strong>You send your review.</strong> It reaches our team straight away.
              </li>
              <li>
                <strong>We read it first.</strong>{' '}
                <span id="review-moderation">
                  Every review is checked by a person before it is published, so yours appears after moderation.
                </span>
              </li>
              <li>
                <strong>It goes live.</strong> Approved reviews are shown on our reviews page and home page with your
                name and picture. We never publish anything else about you.
              </li>
            </ol>
            <p className="review-aside__back">
              <Link to="/allreviews" className="btn btn-outline">
                Read what our customers say
              </Link>
            </p>
          </aside>
        </div>
      </section>
    </main>
  );
}

/** A rating the page action sent back, or 0 (not rated). */
function ratingOf(value: string | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 5 ? n : 0;
}

function focusFirstInvalid(form: HTMLFormElement, errors: Errors) {
  const order: Field[] = ['name', 'rating', 'review_text', 'captchaToken'];
  const first = order.find((f) => errors[f]);
  if (!first) return;
  const target =
    first === 'captchaToken'
      ? form.querySelector<HTMLElement>('altcha-widget input[type="checkbox"], altcha-widget')
      : form.querySelector<HTMLElement>(`[name="${first}"]`);
  target?.focus();
}
