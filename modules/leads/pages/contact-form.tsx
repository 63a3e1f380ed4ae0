import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormGuardFields, type GuardedFormProps } from '../../../app/components/form/form-guard-fields';
import { TextAreaField, TextField, type FormStatus } from '../../../app/components/form/fields';
import { useSchemaForm } from '../../../app/components/form/use-schema-form';
import { messages } from '../../../common/messages';
import { REPLY_CHANNELS, REPLY_CHANNEL_WORDS, type ReplyChannel } from '../leads.words';
import { call } from '../../../app/lib/call';
import { visitOrigin, type VisitOrigin } from '../../../app/lib/visit-origin';
import { CaptchaField, type CaptchaHandle } from '../../../app/components/captcha/captcha-field';
import { ContactSent, type SentMessage } from './contact-sent';
import { sentMessageOf } from '../contact-sent.words';
import { useReplyChoice } from './use-reply-choice';
import type { QuoteAbout } from '../quote.words';
import './contact.css';
import { refusalText } from '../../../app/lib/refusal';
import { useServedStatic } from '../../../app/widgets/page-handle';
import { useCompany } from '../../../app/lib/company';
import { whatsappTel } from '../../../common/phone';

/** The fields in the order the form shows them. */
const FIELDS = ['name', 'email', 'phone', 'replyVia', 'subject', 'message', 'captchaToken'] as const;

export interface ContactFormProps extends Omit<GuardedFormProps, 'sent'> {
  /** Where the visit came from, when the server could tell (a campaign link, another site): hidden fields for the post without JavaScript. */
  origin?: VisitOrigin;
  /** On the page the post without JavaScript leads to: how the sender chose to be answered. */
  sent?: ReplyChannel | null;
  /** What a quote link asked about (modules/leads/quote.words.ts): named in the Subject, sent with the message. */
  about?: QuoteAbout | null;
}

/**
 * With JavaScript the form checks its fields, solves the captcha and calls the API, sending where
 * the visit came from (lib/visit-origin.ts). Without it (or before the script has loaded) it posts
 * to the page's own action, which checks the same schema, applies the server's spam checks and
 * either shows the page again with the errors and the typed values, or sends the visitor to
 * `?sent=<channel>`. Either way a sent message replaces the form with a lasting confirmation
 * (./contact-sent.tsx), brought into view with the focus on its heading.
 *
 * On the page served without React (docs/decisions/0038-pages-without-react-in-the-browser.md) the
 * same is done by the form's widget, app/widgets/contact-form.ts: the server then adds the
 * confirmation in a <template> beside the form, which the widget fills with what was sent.
 */
export function ContactForm({ stamp, refused, sent = null, origin, about = null }: ContactFormProps) {
  const [done, setDone] = useState<SentMessage | null>(sent ? { replyVia: sent } : null);
  const [again, setAgain] = useState(false);
  const navigate = useNavigate();
  const servedStatic = useServedStatic();
  if (done) {
    return (
      <ContactSent
        sent={done}
        announce={!sent}
        onAnother={() => {
          setAgain(true);
          setDone(null);
          // The page the post without JavaScript led to: its address no longer says "sent".
          if (sent) void navigate('/contact', { replace: true, preventScrollReset: true });
        }}
      />
    );
  }
  const form = <MessageForm stamp={stamp} refused={refused} origin={origin} about={about} focusFirst={again} onSent={setDone} />;
  return servedStatic ? (
    <>
      {form}
      <SentTemplate />
    </>
  ) : (
    form
  );
}

/**
 * The confirmation the widget shows in place of the form (app/widgets/contact-form.ts), as a
 * template the browser neither draws nor reads out: the component's own markup, so the two kinds of
 * page say the same. The widget writes the answer line and the WhatsApp message from what was sent,
 * with the company's short name and chat number given here.
 */
function SentTemplate() {
  const site = useCompany();
  return (
    <template id="contact-sent-template" data-short-name={site.shortName} data-whatsapp={whatsappTel(site)}>
      <ContactSent sent={{ replyVia: 'email' }} announce={false} anotherInPlace onAnother={() => undefined} />
    </template>
  );
}

function MessageForm({
  stamp,
  refused,
  origin,
  about,
  focusFirst,
  onSent,
}: Pick<ContactFormProps, 'stamp' | 'refused' | 'origin' | 'about'> & { focusFirst: boolean; onSent: (sent: SentMessage) => void }) {
  const captcha = useRef<CaptchaHandle>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, check, bind, clear, prefetch } = useSchemaForm(FIELDS, { refused });
  const [outcome, setOutcome] = useState<FormStatus | null>(refused?.message ? { kind: 'error', text: `Error: ${refused.message}` } : null);
  const [busy, setBusy] = useState(false);
  const { chosen, picked, follow } = useReplyChoice(formRef, refused?.values.replyVia as ReplyChannel | undefined);

  // "Send another message": an empty form, ready to type into.
  useEffect(() => {
    if (focusFirst) formRef.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
  }, [focusFirst]);

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const form = e.currentTarget;
    setOutcome(null);
    setBusy(true);
    try {
      // A check still running (it starts when the visitor enters the form) is worth waiting for.
      await captcha.current?.settled();
      const checked = await check(form, (s) => s.ContactSchema, {
        captchaToken: captcha.current?.token() ?? '',
        ...visitOrigin(),
        ...(about ? { item: about.key, intent: about.intent } : {}),
      });
      if (!checked) return;
      // Sent with the session when logged in, so the message is the member's own (export, erasure).
      const res = await call('contact', { json: checked, auth: true });
      if (res.ok) {
        onSent(sentMessageOf(checked));
      } else {
        captcha.current?.reset();
        setOutcome({ kind: 'error', text: `Error: ${refusalText(res)}` });
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
      ref={formRef}
      className="form contact-form"
      method="post"
      action="/contact#contact-form-title"
      data-widget="contact-form"
      noValidate
      onSubmit={submit}
      onFocus={prefetch}
      onInput={(e) => {
        const field = e.target as HTMLInputElement;
        if (field.name === 'phone') follow(field.value);
      }}
    >
      <FormGuardFields stamp={stamp} idPrefix="contact" />
      {origin?.landing ? <input type="hidden" name="landing" value={origin.landing} /> : null}
      {origin?.referrer ? <input type="hidden" name="referrer" value={origin.referrer} /> : null}
      {about ? (
        <p className="contact-form__about" id="contact-about">
          About: <strong>{about.subject}</strong>
        </p>
      ) : null}
      {about ? <input type="hidden" name="item" value={about.key} /> : null}
      {about ? <input type="hidden" name="intent" value={about.intent} /> : null}
      <div className="contact-form__row">
        <TextField id="contact-name" {...bind('name')} label="Name" type="text" autoComplete="name" maxLength={120} required />
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
      <div className="contact-form__row">
        <TextField
          id="contact-phone"
          {...bind('phone')}
          label={
            <>
              Phone / WhatsApp <span className="contact-form__optional">(optional)</span>
            </>
          }
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={40}
          hint="e.g. 0803 555 0199"
        />
        <fieldset className="contact-reply" aria-describedby={errors.replyVia ? 'contact-reply-hint contact-reply-error' : 'contact-reply-hint'}>
          <legend>How should we answer?</legend>
          <p id="contact-reply-hint" className="hint">
            With a number, we answer on WhatsApp unless you choose otherwise.
          </p>
          <div className="contact-reply__options">
            {REPLY_CHANNELS.map((channel) => (
              <label key={channel} className="contact-reply__option">
                <input
                  type="radio"
                  name="replyVia"
                  value={channel}
                  defaultChecked={channel === chosen}
                  onChange={() => {
                    picked.current = true;
                    clear('replyVia')();
                    // Choosing e-mail again answers "we need a number to call you on".
                    clear('phone')();
                  }}
                />
                {REPLY_CHANNEL_WORDS[channel]}
              </label>
            ))}
          </div>
          {errors.replyVia ? (
            <p id="contact-reply-error" className="field-error">
              {errors.replyVia}
            </p>
          ) : null}
        </fieldset>
      </div>
      <TextField
        id="contact-subject"
        {...bind('subject')}
        defaultValue={refused?.values.subject ?? about?.subject}
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
          <p className={`form-message form-message--${outcome.kind}`} role={outcome.kind === 'error' ? 'alert' : 'status'}>
            {outcome.text}
          </p>
        )}
      </div>
      <p className="form-privacy">
        We use your details, your phone number included, only to answer you. <Link to="/privacy">Privacy Notice</Link>
      </p>
    </form>
  );
}
