import { useEffect, useRef, useState } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/contact';
import { messages } from '../../common/messages';
import type { CompanyDetails, Office, PhoneNumber } from '../../content/types';
import { headOffice, hoursSpec, whatsappUrl } from '../lib/company';
import { api } from '../lib/api';
import { pageMeta } from '../lib/meta';
import { useToast } from '../components/toast';
import { CaptchaField, type CaptchaHandle } from '../components/captcha-field';
import type { loader as rootLoader } from '../root';
import type { CaptchaClientConfig } from '../../common/captcha-providers';
import './contact.css';
import { companyOf, useCompany } from '../lib/company';

export const meta: Route.MetaFunction = (args) => {
  const site = companyOf(args);
  if (!site) return [];
  return pageMeta(
    args,
    'Contact Us',
    `Call, WhatsApp, email or visit ${site.shortName} in ${site.offices.map((o) => o.city).join(' and ')}, or send us a message about software, training, hosting or project research.`,
  );
};

type Field = 'name' | 'email' | 'subject' | 'message' | 'captchaToken';
type Errors = Partial<Record<Field, string>>;
type Outcome = { kind: 'success' | 'error'; text: string } | null;

// The shared zod schema (and zod itself) loads on first use, keeping it out of the page's first-load JS.
// zod must be told not to probe `new Function` before any schema is built: the probe is caught, but
// under our CSP (no 'unsafe-eval') it is still reported as a violation and logged as an error.
const loadSchemas = () =>
  import('zod').then(({ config }) => {
    config({ jitless: true });
    return import('../../common/schemas');
  });
/** Fetched as soon as the visitor enters the form, so the first submit does not wait for it. */
const prefetchSchemas = () => void loadSchemas().catch(() => undefined);

export default function Contact() {
  const site = useCompany();
  return (
    <main>
      <section className="page-hero">
        <div className="container">
          <span className="eyebrow">Get in touch</span>
          <h1>Contact Us</h1>
          <p>
            Questions about software, training, web hosting, bulk SMS or a project topic? Call us, chat on WhatsApp,
            visit one of our offices or send a message below.
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="contact-details-title">
        <div className="container contact-top">
          <div>
            <h2 id="contact-details-title" className="visually-hidden">
              Our contact details
            </h2>
            <ContactCards />
          </div>
          <figure className="contact-map">
            <RegionMap />
            <figcaption>
              Head office in {site.offices[0].city}, branch in {site.offices[1]?.city}: we serve clients across the
              South-East and South-South.
            </figcaption>
          </figure>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="contact-form-title">
        <div className="container contact-form-layout">
          <div className="contact-form-intro">
            <span className="eyebrow">Write to us</span>
            <h2 id="contact-form-title">Send us a message</h2>
            <p>Tell us what you need and how to reach you. A member of our team will reply by email.</p>
            <ul className="check-list">
              <li>Quotes for software, websites, hosting and bulk SMS</li>
              <li>Training dates and fees for individuals and staff groups</li>
              <li>Project topics and research support for BSc, MSc and PhD</li>
            </ul>
            <p className="contact-form-intro__call">
              In a hurry? Call <a href={`tel:${site.phones[0].tel}`}>{site.phones[0].display}</a>.
            </p>
          </div>
          <div className="card contact-form-card">
            <ContactForm />
          </div>
        </div>
      </section>
    </main>
  );
}

/** Which spam check to draw (CAPTCHA_PROVIDER), from the root loader; ALTCHA if it is missing. */
const ALTCHA: CaptchaClientConfig = { provider: 'altcha' };

function ContactForm() {
  const site = useCompany();
  const captchaConfig = useRouteLoaderData<typeof rootLoader>('root')?.captcha ?? ALTCHA;
  const hydrated = useHydrated();
  const toast = useToast();
  const captcha = useRef<CaptchaHandle>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
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
      const res = await api('/api/contact', { json: parsed.data, auth: true });
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
    <form className="form contact-form" noValidate onSubmit={submit} onFocus={prefetchSchemas}>
      <noscript>
        <p className="form-message form-message--error">
          This form needs JavaScript for its spam check. You can also email{' '}
          <a href={`mailto:${site.email}`}>{site.email}</a> or call{' '}
          <a href={`tel:${site.phones[0].tel}`}>{site.phones[0].display}</a>.
        </p>
      </noscript>
      <div className="contact-form__row">
        <div className="field">
          <label htmlFor="contact-name">Name</label>
          <input
            id="contact-name"
            name="name"
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
        <button type="submit" className="btn btn-primary" disabled={!hydrated || busy}>
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

function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/* ---------------------------------------------------------------------------------------------- */
/* Contact details                                                                                 */
/* ---------------------------------------------------------------------------------------------- */

function ContactCards() {
  const site = useCompany();
  const whatsappDigits = site.whatsapp.replace(/\D/g, '');
  const whatsappPhone = site.phones.find((p) => p.tel.replace(/\D/g, '') === whatsappDigits);
  return (
    <div className="contact-cards">
      {site.offices.map((office, i) => (
        <article key={i} className="card contact-card">
          <h3>
            <Icon name="pin" />
            {office.label}
          </h3>
          <OfficeAddress office={office} />
          <PhoneLink phone={phoneFor(site, office, i)} />
        </article>
      ))}
      <article className="card contact-card">
        <h3>
          <Icon name="mail" />
          Email and WhatsApp
        </h3>
        <p>
          <a href={`mailto:${site.email}`}>{site.email}</a>
        </p>
        <p>
          <a href={whatsappUrl(site)} target="_blank" rel="noopener noreferrer">
            Chat on WhatsApp{whatsappPhone ? ` (${whatsappPhone.display})` : ''}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      </article>
      <article className="card contact-card">
        <h3>
          <Icon name="clock" />
          Opening hours
        </h3>
        <dl className="contact-hours">
          {openingHours(hoursSpec(headOffice(site)?.hours)).map((row) => (
            <div key={row.days}>
              <dt>{row.days}</dt>
              <dd>{row.hours}</dd>
            </div>
          ))}
        </dl>
      </article>
    </div>
  );
}

function OfficeAddress({ office }: { office: Office }) {
  return (
    <address>
      {office.streetAddress}
      <br />
      {office.city} {office.postalCode}, {office.region}
      <br />
      Nigeria
    </address>
  );
}

function PhoneLink({ phone }: { phone?: PhoneNumber }) {
  if (!phone) return null;
  return (
    <p>
      <a href={`tel:${phone.tel}`} className="contact-card__phone">
        {phone.display}
      </a>
    </p>
  );
}

/** The phone of an office: the one whose label names its city, else the one at the same position. */
function phoneFor(site: CompanyDetails, office: Office, index: number): PhoneNumber | undefined {
  return site.phones.find((p) => p.label.toLowerCase().includes(office.city.toLowerCase())) ?? site.phones[index];
}

const DAY_NAMES: Record<string, string> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
};

/** schema.org openingHours ("Mo-Fr 08:00-18:00, Sa 09:00-14:00") as rows a visitor reads. */
function openingHours(spec: string): { days: string; hours: string }[] {
  const rows = spec
    .split(',')
    .map((part) => part.trim().split(/\s+/))
    .filter((bits) => bits.length === 2)
    .map(([days, hours]) => ({
      days: days
        .split('-')
        .map((d) => DAY_NAMES[d] ?? d)
        .join(' to '),
      hours: hours
        .split('-')
        .map(clock)
        .join(' – '),
    }));
  if (!/Su/.test(spec)) rows.push({ days: 'Sunday', hours: 'Closed' });
  return rows;
}

function clock(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  const suffix = h >= 12 ? 'pm' : 'am';
  return `${h % 12 || 12}${m ? `:${String(m).padStart(2, '0')}` : ''} ${suffix}`;
}

function Icon({ name }: { name: 'pin' | 'mail' | 'clock' }) {
  const paths = {
    pin: 'M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z',
    mail: 'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2.3V17h16V7.3l-8 5.4zM5.4 7l6.6 4.4L18.6 7z',
    clock: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16zm-1 3v6l5 3 1-1.7-4-2.3V7z',
  };
  return (
    <svg className="contact-card__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={paths[name]} />
    </svg>
  );
}

/* ---------------------------------------------------------------------------------------------- */
/* Map-style illustration (not a real map): our two offices in south-eastern Nigeria               */
/* ---------------------------------------------------------------------------------------------- */

function RegionMap() {
  // Rough positions: x = (longitude - 6) * 120, y = (6.9 - latitude) * 120.
  const towns = [
    { name: 'Onitsha', x: 94, y: 90 },
    { name: 'Abakaliki', x: 253, y: 70 },
    { name: 'Owerri', x: 112, y: 170 },
    { name: 'Umuahia', x: 180, y: 164 },
    { name: 'Aba', x: 166, y: 214 },
  ];
  return (
    <svg className="region-map" viewBox="-24 0 384 312" width="384" height="312" role="img" aria-labelledby="region-map-title">
      <title id="region-map-title">
        Illustrated map of south-eastern Nigeria showing our head office in Enugu and our branch office in Port Harcourt
      </title>
      <rect x="-24" width="384" height="312" fill="#eaf3f0" />
      <path d="M-24 276C-4 272 16 270 40 274S110 280 144 276 196 290 228 286 288 278 320 284 350 288 360 284V312H-24z" fill="#cfe6f2" />
      <path d="M-24 276C-4 272 16 270 40 274S110 280 144 276 196 290 228 286 288 278 320 284 350 288 360 284" fill="none" stroke="#8fbfd6" strokeWidth="2" />
      <path d="M96 0c-4 30 6 60-2 90s-30 60-40 100-24 60-22 84" fill="none" stroke="#8fbfd6" strokeWidth="5" strokeLinecap="round" />
      <text x="40" y="150" className="region-map__water" transform="rotate(-72 40 150)">River Niger</text>
      <text x="250" y="300" className="region-map__water">Atlantic Ocean</text>
      <path d="M180 54 L170 110 L180 164 L166 214 L124 250" fill="none" stroke="#b57f00" strokeWidth="3" strokeDasharray="7 6" strokeLinecap="round" />
      {towns.map((t) => (
        <g key={t.name}>
          <circle cx={t.x} cy={t.y} r="3.5" fill="#44525d" />
          <text x={t.x + 7} y={t.y + 4} className="region-map__town">
            {t.name}
          </text>
        </g>
      ))}
      <MapPin x={180} y={54} label="Enugu" note="Head office" />
      <MapPin x={124} y={250} label="Port Harcourt" note="Branch office" side="left" />
      <g transform="translate(326 34)" className="region-map__compass">
        <circle r="16" fill="#fff" stroke="#8a99a4" />
        <path d="M0-12 5 2H-5z" fill="#0b5d4b" />
        <text y="-19" textAnchor="middle">N</text>
      </g>
    </svg>
  );
}

function MapPin({ x, y, label, note, side = 'right' }: { x: number; y: number; label: string; note: string; side?: 'left' | 'right' }) {
  const tx = side === 'right' ? 18 : -18;
  const anchor = side === 'right' ? 'start' : 'end';
  return (
    <g transform={`translate(${x} ${y})`}>
      <path d="M0 0c-9-12-14-18-14-25a14 14 0 0 1 28 0c0 7-5 13-14 25z" fill="#0b5d4b" stroke="#fff" strokeWidth="2" />
      <circle cy="-25" r="5" fill="#f2a900" />
      <text x={tx} y="-26" textAnchor={anchor} className="region-map__city">
        {label}
      </text>
      <text x={tx} y="-11" textAnchor={anchor} className="region-map__note">
        {note}
      </text>
    </g>
  );
}
