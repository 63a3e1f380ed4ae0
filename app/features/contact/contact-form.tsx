import { useRef, useState } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import type { FormRefusal } from '../../../common/form-result';
import { FormGuardFields } from '../../components/form/form-guard-fields';
import { messages } from '../../../common/messages';
import type { CaptchaClientConfig } from '../../../common/captcha-providers';
import { call } from '../../lib/call';
import { loadSchemas, prefetchSchemas } from '../../lib/lazy-schemas';
import { useToast } from '../../components/toast';
import { CaptchaField, type CaptchaHandle } from '../../components/captcha/captcha-field';
import type { loader as rootLoader } from '../../root';
import './contact.css';

type Field = 'name' | 'email' | 'subject' | 'message' | 'captchaToken';
type Errors = Partial<Record<Field, string>>;
type Outcome = { kind: 'success' | 'error'; text: string } | null;

/** Which spam check to draw (CAPTCHA_PROVIDER), from the root loader; ALTCHA if it is missing. */
const ALTCHA: CaptchaClientConfig = { provider: 'altcha' };

interface ContactFormProps {
  /** The signed time the page was served, for the form posted without JavaScript. */
  stamp: string;
  /** The page action's answer to a form posted without JavaScript that it refused. */
  refused?: FormRefusal;
  /** True on the page the action sends the visitor to once the message is stored. */
  sent?: boolean;
}

/**
 * With JavaScript the form checks its fields, solves the captcha and calls the API. Without it (or
 * before the script has loaded) it posts to the page's own action, which checks the same schema,
 * applies the server's spam checks and either shows the page again with the errors and the typed
 * values, or sends the visitor to `?sent=1` with the success text.
 */
export function ContactForm({ stamp, refused, sent = false }: ContactFormProps) {
  const captchaConfig = useRouteLoaderData<typeof rootLoader>('root')?.captcha ?? ALTCHA;
  const toast = useToast();
  const captcha = useRef<CaptchaHandle>(null);
  const [errors, setErrors] = useState<Errors>(refused?.errors ?? {});
  const [outcome, setOutcome] = useState<Outcome>(
    refused?.message ? { kind: 'error', text: `Error: ${refused.message}` } : sent ? { kind: 'success', text: messages.contactSuccess } : null,
  );
  const [busy, setBusy] = useState(false);
  const typed = refused?.values ?? {};

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const form = e.currentTarget;
    setOutcome(null);
    setBusy(true);
    try {
      // A check still running (it starts when the visitor enters the form) is worth waiting for.
      await captcha.current?.settled();
      const data = new FormData(form);
      const values = {
        name: String(data.get('name') ?? ''),
        email: String(data.get('email') ?? ''),
        subject: String(data.get('subject') ?? ''),
        message: String(data.get('message') ?? ''),
        captchaToken: captcha.current?.token() ?? '',
      };
      const { ContactSchema } = await loadSchemas();
      const parsed = ContactSchema.safeParse(values);
      if (!parsed.success) {
        const found: Errors = {};
        for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
        setErrors(found);
        focusFirstInvalid(form, found);
        return;
      }
      setErrors({});
      // Sent with the session when logged in, so the message is the member's own (export, erasure).
      const res = await call('contact', { json: parsed.data, auth: true });
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

  const clear = (field: Field) => () => errors[field] && setErrors((x) => ({ ...x, [field]: undefined }));
  const described = (field: Field, hint?: string) =>
    [errors[field] ? `contact-${field}-error` : '', hint ?? ''].filter(Boolean).join(' ') || undefined;

  return (
    <form
      className="form contact-form"
      method="post"
      action="/contact#contact-form-title"
      noValidate
      onSubmit={submit}
      onFocus={prefetchSchemas}
    >
      <FormGuardFields stamp={stamp} idPrefix="contact" />
      <div className="contact-form__row">
        <div className="field">
          <label htmlFor="contact-name">Name</label>
          <input
            id="contact-name"
            name="name"
            defaultValue={typed.name}
            type="text"
            autoComplete="name"
            maxLength={120}
            required
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={described('name')}
            onChange={clear('name')}
          />
          <FieldError field="name" errors={errors} />
        </div>
        <div className="field">
          <label htmlFor="contact-email">Email</label>
          <input
            id="contact-email"
            name="email"
            defaultValue={typed.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
            required
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={described('email')}
            onChange={clear('email')}
          />
          <FieldError field="email" errors={errors} />
        </div>
      </div>
      <div className="field">
        <label htmlFor="contact-subject">
          Subject <span className="contact-form__optional">(optional)</span>
        </label>
        <input
          id="contact-subject"
          name="subject"
          defaultValue={typed.subject}
          type="text"
          maxLength={200}
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={described('subject')}
          onChange={clear('subject')}
        />
        <FieldError field="subject" errors={errors} />
      </div>
      <div className="field">
        <label htmlFor="contact-message">Message</label>
        <textarea
          id="contact-message"
          name="message"
          defaultValue={typed.message}
          rows={6}
          maxLength={5000}
          required
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={described('message', 'contact-message-hint')}
          onChange={clear('message')}
        />
        <p id="contact-message-hint" className="hint">
          For a quote, tell us a little about your business and what you have in mind.
        </p>
        <FieldError field="message" errors={errors} />
      </div>
      <CaptchaField ref={captcha} config={captchaConfig} label="Spam check" error={errors.captchaToken} />
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

function FieldError({ field, errors }: { field: Field; errors: Errors }) {
  if (!errors[field]) return null;
  return (
    <p id={`contact-${field}-error`} className="field-error">
      {errors[field]}
    </p>
  );
}

function focusFirstInvalid(form: HTMLFormElement, errors: Errors) {
  const order: Field[] = ['name', 'email', 'subject', 'message', 'captchaToken'];
  const first = order.find((f) => errors[f]);
  if (!first) return;
  const target =
    first === 'captchaToken'
      ? form.querySelector<HTMLElement>('altcha-widget input[type="checkbox"], altcha-widget')
      : form.querySelector<HTMLElement>(`[name="${first}"]`);
  target?.focus();
}
