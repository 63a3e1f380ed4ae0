import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { messages } from '../../../common/messages';
import { call } from '../../../app/lib/call';
import { FormGuardFields, type GuardedFormProps } from '../../../app/components/form/form-guard-fields';
import { TextAreaField, TextField, type FormStatus } from '../../../app/components/form/fields';
import { useSchemaForm } from '../../../app/components/form/use-schema-form';
import { ImageInput } from '../../../app/components/image-input';
import { StarInput } from '../../../app/components/star-input';
import { Icon } from '../../../app/components/icon';
import { CaptchaField, type CaptchaHandle } from '../../../app/components/captcha/captcha-field';
import '../../../app/components/stars.css';
import './review-form.css';

/** The fields in the order the form shows them. */
const FIELDS = ['name', 'rating', 'review_text', 'profile_pic', 'captchaToken'] as const;

/**
 * With JavaScript the form checks its fields, solves the captcha and calls the API (with upload
 * progress). Without it (or before the script has loaded) it posts, picture included, to the page's
 * own action: the same schema and image checks, the server's spam checks instead of the captcha.
 *
 * On the page served without React (docs/decisions/0038-pages-without-react-in-the-browser.md) the
 * same is done by the form's widget, app/widgets/review-form.ts, on this markup; this component
 * still runs for a hydrated page that navigates to /reviewForm client side.
 */
export function ReviewForm({ stamp, refused, sent = false }: GuardedFormProps) {
  const captcha = useRef<CaptchaHandle>(null);
  const [rating, setRating] = useState(() => ratingOf(refused?.values.rating));
  const [picture, setPicture] = useState<File | null>(null);
  const { errors, setErrors, check, clear, bind, prefetch } = useSchemaForm(FIELDS, { refused });
  const [outcome, setOutcome] = useState<FormStatus | null>(
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
      // The visitor's own fields are checked at once; only a complete form waits for the spam check
      // still running (it starts when the visitor enters the form).
      if (!(await check(el, (s) => s.ReviewSubmissionSchema.omit({ captchaToken: true })))) return;
      await captcha.current?.settled();
      const checked = await check(el, (s) => s.ReviewSubmissionSchema, { captchaToken: captcha.current?.token() ?? '' });
      if (!checked) return;
      const { name, rating, review_text, captchaToken } = checked;
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
              data-widget="review-form"
              noValidate
              onSubmit={submit}
              onFocus={prefetch}
              aria-describedby="review-moderation"
            >
              <FormGuardFields stamp={stamp} idPrefix="review" />
              <TextField
                id="review-name"
                {...bind('name')}
                label={
                  <>
                    Your name <span aria-hidden="true">*</span>
                  </>
                }
                type="text"
                autoComplete="name"
                maxLength={80}
                required
                hint="Shown with your review. A first name and your business are fine, e.g. “Chidi, Ogui Road Pharmacy”."
              />

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
                  clear('rating')();
                }}
                error={errors.rating}
              />

              <TextAreaField
                id="review-text"
                {...bind('review_text')}
                label={
                  <>
                    Comment <span aria-hidden="true">*</span>
                  </>
                }
                rows={6}
                maxLength={2000}
                required
                hint="What did we do for you, and how did it go? Up to 2,000 characters."
              />

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

              <CaptchaField ref={captcha} label="Spam check" error={errors.captchaToken} />

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
