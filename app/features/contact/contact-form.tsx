import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { FormGuardFields, type GuardedFormProps } from '../../components/form/form-guard-fields';
import { TextAreaField, TextField, type FormStatus } from '../../components/form/fields';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { messages } from '../../../common/messages';
import { call } from '../../lib/call';
import { useToast } from '../../components/toast';
import { CaptchaField, type CaptchaHandle } from '../../components/captcha/captcha-field';
import './contact.css';

/** The fields in the order the form shows them. */
const FIELDS = ['name', 'email', 'subject', 'message', 'captchaToken'] as const;

/**
 * With JavaScript the form checks its fields, solves the captcha and calls the API. Without it (or
 * before the script has loaded) it posts to the page's own action, which checks the same schema,
 * applies the server's spam checks and either shows the page again with the errors and the typed
 * values, or sends the visitor to `?sent=1` with the success text.
 */
export function ContactForm({ stamp, refused, sent = false }: GuardedFormProps) {
  const toast = useToast();
  const captcha = useRef<CaptchaHandle>(null);
  const { errors, check, bind, prefetch } = useSchemaForm(FIELDS, { refused });
  const [outcome, setOutcome] = useState<FormStatus | null>(
    refused?.message ? { kind: 'error', text: `Error: ${refused.message}` } : sent ? { kind: 'success', text: messages.contactSuccess } : null,
  );
  const [busy, setBusy] = useState(false);

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const form = e.currentTarget;
    setOutcome(null);
    setBusy(true);
    try {
      // A check still running (it starts when the visitor enters the form) is worth waiting for.
      await captcha.current?.settled();
      const checked = await check(form, (s) => s.ContactSchema, { captchaToken: captcha.current?.token() ?? '' });
      if (!checked) return;
      // Sent with the session when logged in, so the message is the member's own (export, erasure).
      const res = await call('contact', { json: checked, auth: true });
      if (res.ok) {
        form.reset();
        captcha.current?.reset();
        toast.success(messages.contactSuccess);
        setOutcome({ kind: 'success', text: messages.contactSuccess });
      } else {
        captcha.current?.reset();
        setOutcome({ kind: 'error', text: `Error: ${res.data.message ?? `the server answered ${res.status}.`}` });
      }
    } catch {
      captcha.current?.reset();
      setOutcome({ kind: 'error', text: messages.contactNetwork });
    } finally {
      setBusy(false);
    }
  }


  return (
    <form
      className="form contact-form"
      method="post"
      action="/contact#contact-form-title"
      noValidate
      onSubmit={submit}
      onFocus={prefetch}
    >
      <FormGuardFields stamp={stamp} idPrefix="contact" />
      <div className="contact-form__row">
        <TextField
          id="contact-name"
          {...bind('name')}
          label="Name"
          type="text"
          autoComplete="name"
          maxLength={120}
          required
        />
        <TextField
          id="contact-email"
          {...bind('email')}
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          required
        />
      </div>
      <TextField
        id="contact-subject"
        {...bind('subject')}
        label={
          <>
            Subject <span className="contact-form__optional">(optional)</span>
          </>
        }
        type="text"
        maxLength={200}
      />
      <TextAreaField
        id="contact-message"
        {...bind('message')}
        label="Message"
        rows={6}
        maxLength={5000}
        required
        hint="For a quote, tell us a little about your business and what you have in mind."
      />
      <CaptchaField ref={captcha} label="Spam check" error={errors.captchaToken} />
      <div className="contact-form__actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Sending...' : 'Send Message'}
        </button>
        {outcome && (
          <p
            className={`form-message form-message--${outcome.kind}`}
            role={outcome.kind === 'error' ? 'alert' : 'status'}
          >
            {outcome.text}
          </p>
        )}
      </div>
      <p className="form-privacy">
        We use your details only to answer you. <Link to="/privacy">Privacy Notice</Link>
      </p>
    </form>
  );
}
