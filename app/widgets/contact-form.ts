import { messages } from '../../common/messages';
import { fieldErrors } from '../../common/form-result';
import { whatsappHref } from '../../common/phone';
import { replyChannelFor } from '../../modules/leads/leads.words';
import type { ContactInput } from '../../common/schemas';
import { LEAD_FORM_CALLS } from '../../modules/leads/forms.calls';
import { callerFor } from '../lib/caller';
import { loadSchemas, prefetchSchemas } from '../lib/lazy-schemas';
import { refusalText } from '../lib/refusal';
import { visitOrigin } from '../lib/visit-origin';
import { focusFirstError } from '../components/form/fields';
import { answerLine, sentMessageOf, whatsappFollowUpText, type SentMessage } from '../../modules/leads/contact-sent.words';
import { enhanceCaptcha } from './captcha';
import { busyButton, errorNote, showFieldError, showOutcome, valuesOf } from './form-notes';

/**
 * The contact form on the page served without React (./page-handle.ts): what
 * modules/leads/pages/contact-form.tsx does on a hydrated page, on the form its server rendering
 * left (`<form data-widget="contact-form">`), which without this script posts to the page's own
 * action. It checks the fields with the shared schema (common/schemas.ts ContactSchema, loaded on
 * first use with zod: lib/lazy-schemas.ts) and shows each message under its field as the form's
 * components do (components/form/fields.tsx: the same ids, aria-invalid and aria-describedby), the
 * first one focused; "How should we answer?" follows the phone number until a channel is picked
 * (modules/leads/pages/use-reply-choice.ts); the spam check is ./captcha.ts. It sends the message to
 * the API with where the visit came from (lib/visit-origin.ts), what a quote link asked about, and
 * the session of a logged-in member, then puts the confirmation in place of the form: the
 * server's copy of modules/leads/pages/contact-sent.tsx in `#contact-sent-template`, filled with what
 * was sent, its heading focused. "Send another message" brings the form back empty, with a fresh
 * spam check. A refusal says "Error: " and the server's sentence; a dropped connection, the apology.
 */

/** The fields in the order the form shows them. */
const FIELDS = ['name', 'email', 'phone', 'replyVia', 'subject', 'message', 'captchaToken'] as const;
type Field = (typeof FIELDS)[number];
type Errors = Partial<Record<Field, string>>;

// The form's calls, without the table of the public pages' calls (../lib/caller.ts).
const { call } = callerFor(LEAD_FORM_CALLS);

export function enhanceContactForm(form: HTMLFormElement): void {
  const captchaField = form.querySelector<HTMLElement>('.altcha-field');
  const captcha = captchaField ? enhanceCaptcha(captchaField) : null;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const input = (name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;
  const radios = () => [...form.querySelectorAll<HTMLInputElement>('input[name="replyVia"]')];
  // What a quote link asked about: named in the Subject the form starts with, sent with the message.
  const about = { subject: form.querySelector('#contact-about strong')?.textContent ?? '', item: input('item')?.value, intent: input('intent')?.value };

  // "How should we answer?" (use-reply-choice.ts): a channel the refused form came back with is the visitor's own.
  let picked = radios().some((r) => r.checked);
  function follow(phone: string) {
    if (picked) return;
    const channel = replyChannelFor(undefined, phone.trim());
    const radio = radios().find((r) => r.value === channel);
    if (radio) radio.checked = true;
  }
  follow(input('phone')?.value ?? '');

  /** A field's message under it, or none: the markup of components/form/fields.tsx and of the reply choice. */
  function showError(field: Field, message: string | undefined) {
    if (field === 'captchaToken') return captcha?.showError(message);
    if (field !== 'replyVia') {
      const el = input(field);
      if (el) showFieldError(el, message);
      return;
    }
    const holder = form.querySelector<HTMLElement>('.contact-reply');
    if (!holder) return;
    errorNote(holder, 'contact-reply-error', message);
    holder.setAttribute('aria-describedby', message ? 'contact-reply-hint contact-reply-error' : 'contact-reply-hint');
  }
  /** Shows `found`, every other message cleared. */
  const showErrors = (found: Errors) => FIELDS.forEach((f) => showError(f, found[f]));

  const actions = form.querySelector('.contact-form__actions');
  const outcome = (text: string | null) => showOutcome(actions, text);
  const sending = busyButton(button);

  form.addEventListener('focusin', prefetchSchemas);
  form.addEventListener('input', (e) => {
    const el = e.target as HTMLInputElement;
    if (el.type === 'radio') return;
    if (el.name === 'phone') follow(el.value);
    if ((FIELDS as readonly string[]).includes(el.name)) showError(el.name as Field, undefined);
  });
  form.addEventListener('change', (e) => {
    const el = e.target as HTMLInputElement;
    if (el.name !== 'replyVia') return;
    picked = true;
    showError('replyVia', undefined);
    // Choosing e-mail again answers "we need a number to call you on".
    showError('phone', undefined);
  });

  form.addEventListener('submit', (e) => {
    e.preventDefault();
    if (sending.busy) return;
    outcome(null);
    sending.set(true, 'Sending...');
    void send().finally(() => sending.set(false));
  });

  async function send() {
    try {
      // A check still running (it starts when the visitor enters the form) is worth waiting for.
      await captcha?.settled();
      const typed = {
        ...valuesOf(form, FIELDS),
        captchaToken: captcha?.token() ?? '',
        ...visitOrigin(),
        ...(about.item && about.intent ? { item: about.item, intent: about.intent } : {}),
      };
      // Without the schemas (a dropped connection) the values go unchecked: the server checks them the same way.
      const schema = await loadSchemas().then(
        (s) => s.ContactSchema,
        () => null,
      );
      let checked: ContactInput;
      if (schema) {
        const parsed = schema.safeParse(typed);
        if (!parsed.success) {
          // The first message of each field.
          const found: Errors = fieldErrors(parsed.error);
          showErrors(found);
          focusFirstError(form, found, FIELDS);
          return;
        }
        checked = parsed.data;
      } else checked = typed as unknown as ContactInput;
      showErrors({});
      // Sent with the session when logged in, so the message is the member's own (export, erasure).
      const res = await call('contact', { json: checked, auth: true });
      if (res.ok) {
        sent(sentMessageOf(checked));
      } else {
        captcha?.reset();
        outcome(`Error: ${refusalText(res)}`);
      }
    } catch {
      captcha?.reset();
      outcome(messages.contactNetwork);
    }
  }

  /** The confirmation in place of the form, its heading focused (so it is read out) and the panel in view. */
  function sent(message: SentMessage) {
    const template = document.getElementById('contact-sent-template') as HTMLTemplateElement | null;
    const panel = template?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
    if (!template || !panel) {
      // No copy of the confirmation: the page the post without JavaScript leads to says the same.
      window.location.assign(`/contact?sent=${message.replyVia}#contact-sent-title`);
      return;
    }
    const line = panel.querySelector('h3 + p');
    if (line) line.textContent = answerLine(message);
    const chat = panel.querySelector<HTMLAnchorElement>('.contact-sent__whatsapp');
    const { shortName = '', whatsapp = '' } = template.dataset;
    if (chat && whatsapp) chat.href = whatsappHref(whatsapp, whatsappFollowUpText({ shortName }, message));
    panel.querySelector('.contact-sent__actions button')?.addEventListener('click', () => another(panel));
    form.replaceWith(panel);
    panel.querySelector<HTMLElement>('#contact-sent-title')?.focus({ preventScroll: true });
    panel.scrollIntoView({ block: 'start' });
  }

  /** "Send another message": the form back, empty (the Subject as a quote link named it), with a fresh spam check, ready to type into. */
  function another(panel: HTMLElement) {
    for (const name of ['name', 'email', 'phone', 'message']) {
      const el = input(name);
      if (el) el.value = '';
    }
    const subject = input('subject');
    if (subject) subject.value = about.subject;
    for (const r of radios()) r.checked = false;
    picked = false;
    follow('');
    showErrors({});
    outcome(null);
    captcha?.renew();
    panel.replaceWith(form);
    input('name')?.focus();
  }
}
