import { CompanySchema, DAY_CODES, DAY_LABELS, TEL_PATTERN } from '../../../common/site-content';
import type { CompanyDetails, OpeningHours, Office, PhoneNumber } from '../../../content/types';
import { normalisePhone, phoneDisplay } from '../../../common/phone';
import { confirmed } from '../../../app/features/admin/feedback';
import { ItemList, SelectField, TextField } from './fields';
import { documentScreen, type EditorApi } from './document-editor';
import { toNumber } from './editor-api';

const DAY_OPTIONS = DAY_CODES.map((d) => ({ value: d, label: DAY_LABELS[d] }));
const KIND_OPTIONS = [
  { value: 'head', label: 'Head office' },
  { value: 'branch', label: 'Branch' },
] as const;
const PREVIEW_PAGES = [
  { path: '/contact', label: 'contact page' },
  { path: '/', label: 'home page' },
  { path: '/companyProfile', label: 'company profile' },
];

const newPhone = (): PhoneNumber => ({ label: '', tel: '' });

const PHONE_HINT = 'Type it once, as you would dial it: 0803 123 4567, +234 803 123 4567 or 042 123 4567. A number abroad starts with + and its country code.';

/** What a number as typed dials, shown as it is typed. */
function dials(typed: string): string {
  if (!typed.trim()) return '';
  const tel = normalisePhone(typed);
  return tel ? `Dials ${tel}` : 'Not a number that can be dialled yet.';
}

/** A stored number (its dial form) reads as the site shows it; what is being typed stays as typed. */
const shown = (v: string) => (TEL_PATTERN.test(v) ? phoneDisplay(v) : v);
const newHours = (): OpeningHours => ({ from: 'Mo', to: 'Fr', opens: '08:00', closes: '17:00' });
const newOffice = (): Office => ({
  label: '',
  kind: 'branch',
  streetAddress: '',
  postalCode: '',
  city: '',
  region: '',
  country: 'NG',
  hours: [newHours()],
});

/**
 * Site content → Company details: the name, phones, e-mail, WhatsApp, offices with their
 * opening hours, social links and the figures the texts quote. Draft, preview, publish and history
 * come from the DocumentEditor frame.
 */
export default documentScreen({
  docKey: 'company',
  schema: CompanySchema,
  noun: 'the company details',
  title: 'Company details',
  description: 'The name, phone numbers, e-mail, WhatsApp, offices and links shown in the header, the footer, the contact page and to search engines.',
  previewPages: PREVIEW_PAGES,
  Fields: CompanyFields,
});

function CompanyFields({ editor }: { editor: EditorApi<CompanyDetails> }) {
  const { update, err, set, field } = editor;
  const phones = editor.list<PhoneNumber>('phones', {
    noun: 'phone',
    idBase: 'sc-phone',
    focusField: 'label',
    describe: (p) => (p.tel || p.label ? `the phone number ${p.tel ? phoneDisplay(p.tel) : p.label}` : ''),
  });
  const offices = editor.list<Office>('offices', {
    noun: 'office',
    idBase: 'sc-office',
    focusField: 'label',
    describe: (o) => (o.label ? `the office ${o.label}, with its address and opening hours` : ''),
  });
  return (
    <>
      <fieldset className="sc-group">
        <legend>Name and description</legend>
        <div className="admin-form__grid">
          <TextField {...field('name')} label="Company name" hint="The full registered name, e.g. Coal City ICT Solutions Ltd." maxLength={120} />
          <TextField {...field('shortName')} label="Short name" hint="Shown in the logo and after every page title." maxLength={40} />
        </div>
        <TextField {...field('tagline')} label="Tagline" hint="One line under the name, up to 160 characters." maxLength={160} />
        <TextField {...field('description')} label="Description" multiline hint="One or two sentences for the footer and search results (20 to 300 characters)." maxLength={300} />
      </fieldset>

      <fieldset className="sc-group">
        <legend>Phone numbers</legend>
        <p className="hint">The first number is the head office's: it is the main number across the site. Change the order with the Move buttons, or drag an item by its grip.</p>
        <ItemList list={phones} max={6} addLabel="Add a phone number" newItem={newPhone} legend={(_, i) => `Phone ${i + 1}${i === 0 ? ' (main number)' : ''}`}>
          {(phone, i) => (
            <div className="admin-form__grid">
              <TextField {...field(`phones.${i}.label`)} label="Label" hint="e.g. Enugu office" maxLength={60} />
              <TextField {...field(`phones.${i}.tel`)} value={shown(phone.tel)} label="Phone number" type="tel" inputMode="tel" autoComplete="off" note={dials(phone.tel)} hint={PHONE_HINT} maxLength={40} />
            </div>
          )}
        </ItemList>
      </fieldset>

      <fieldset className="sc-group">
        <legend>E-mail and WhatsApp</legend>
        <div className="admin-form__grid">
          <TextField
            {...field('email')}
            label="E-mail address"
            type="email"
            inputMode="email"
            hint="Shown on every page for visitors to write to. Notices of new enquiries go to the address an administrator chooses (Users → Where enquiries are sent)."
            maxLength={254}
          />
        </div>
        <WhatsAppFields editor={editor} />
      </fieldset>

      <fieldset className="sc-group">
        <legend>Offices</legend>
        <p className="hint">The first office is the head office: its opening hours are the ones the site shows.</p>
        <ItemList list={offices} max={6} addLabel="Add an office" newItem={newOffice} legend={(office, i) => `Office ${i + 1}${office.label ? `: ${office.label}` : ''}`}>
          {(office, i) => (
            <>
              <div className="admin-form__grid">
                <TextField {...field(`offices.${i}.label`)} label="Office name" hint="e.g. Head Office, Enugu" maxLength={80} />
                <SelectField path={`offices.${i}.kind`} label="Type" value={office.kind} options={KIND_OPTIONS} error={err(`offices.${i}.kind`)} onChange={(v) => update((d) => (d.offices[i].kind = v))} />
                <TextField {...field(`offices.${i}.streetAddress`)} label="Street address" hint="House number, street and area" maxLength={160} autoComplete="street-address" />
                <TextField {...field(`offices.${i}.city`)} label="City" maxLength={60} />
                <TextField {...field(`offices.${i}.region`)} label="State" hint="e.g. Enugu State" maxLength={60} />
                <TextField {...field(`offices.${i}.postalCode`)} label="Postal code" inputMode="numeric" maxLength={12} />
              </div>
              <fieldset className="sc-hours">
                <legend>Opening hours</legend>
                {err(`offices.${i}.hours`) ? <p className="field-error">{err(`offices.${i}.hours`)}</p> : null}
                {office.hours.map((h, j) => (
                  <div key={j} className="sc-hours__row" role="group" aria-label={`Opening hours, row ${j + 1}`}>
                    {/* The schema checks the order of the days at To: a new From clears that error. */}
                    <SelectField path={`offices.${i}.hours.${j}.from`} label="From" value={h.from} options={DAY_OPTIONS} error={err(`offices.${i}.hours.${j}.from`)} onChange={(v) => set(`offices.${i}.hours.${j}.to`, (d) => (d.offices[i].hours[j].from = v))} />
                    <SelectField {...field(`offices.${i}.hours.${j}.to`)} label="To" options={DAY_OPTIONS} />
                    <TextField {...field(`offices.${i}.hours.${j}.opens`)} label="Opens" type="time" />
                    <TextField {...field(`offices.${i}.hours.${j}.closes`)} label="Closes" type="time" />
                    <button type="button" className="btn btn-outline btn-sm sc-hours__remove" disabled={office.hours.length <= 1} onClick={() => { if (confirmed(`Remove opening hours row ${j + 1}?`)) { update((d) => d.offices[i].hours.splice(j, 1)); } }}>
                      Remove<span className="visually-hidden"> opening hours row {j + 1} of office {i + 1}</span>
                    </button>
                  </div>
                ))}
                <button type="button" className="btn btn-ghost btn-sm" disabled={office.hours.length >= 7} onClick={() => update((d) => d.offices[i].hours.push(newHours()))}>
                  Add opening hours<span className="visually-hidden"> to office {i + 1}</span>
                </button>
                <p className="hint">Days not listed show as closed. Use a 24-hour clock, e.g. 08:00 to 18:00.</p>
              </fieldset>
            </>
          )}
        </ItemList>
      </fieldset>

      <fieldset className="sc-group">
        <legend>Social media</legend>
        <p className="hint">Full addresses starting with https://. Leave a box empty to hide that network.</p>
        <div className="admin-form__grid">
          {(
            [
              ['facebook', 'Facebook page'],
              ['x', 'X (Twitter) profile'],
              ['linkedin', 'LinkedIn page'],
              ['instagram', 'Instagram profile'],
            ] as const
          ).map(([k, label]) => (
            <TextField key={k} {...field(`social.${k}`)} label={label} type="url" inputMode="url" maxLength={300} />
          ))}
        </div>
      </fieldset>

      <fieldset className="sc-group">
        <legend>Figures</legend>
        <p className="hint">Used in the texts of the home, about and service pages. Prices are set on each service and product page.</p>
        <div className="admin-form__grid">
          <TextField {...field('foundingYear', toNumber)} label="Year founded" type="number" inputMode="numeric" />
          <TextField {...field('claims.clients', toNumber)} label="Number of clients" hint="“Over … clients”" type="number" inputMode="numeric" />
          <TextField {...field('claims.students', toNumber)} label="Number of students" hint="Students trained and assisted" type="number" inputMode="numeric" />
          <TextField {...field('claims.deliveryHours', toNumber)} label="Delivery time in hours" hint="After payment terms are met" type="number" inputMode="numeric" />
        </div>
      </fieldset>

    </>
  );
}

/** WhatsApp follows the main number unless it is set apart, with its own number typed once. */
function WhatsAppFields({ editor }: { editor: EditorApi<CompanyDetails> }) {
  const { value, field, set } = editor;
  const main = value.phones[0]?.tel ? normalisePhone(value.phones[0].tel) : null;
  return (
    <div className="sc-whatsapp">
      <label className="sc-check">
        <input
          type="checkbox"
          name="whatsapp.own"
          checked={value.whatsapp.own}
          onChange={(e) => set('whatsapp.tel', (d) => (d.whatsapp = { own: e.target.checked, tel: e.target.checked ? d.whatsapp.tel : '' }))}
        />
        WhatsApp uses a different number
      </label>
      {value.whatsapp.own ? (
        <TextField {...field('whatsapp.tel')} value={shown(value.whatsapp.tel)} label="WhatsApp number" type="tel" inputMode="tel" note={dials(value.whatsapp.tel)} hint={PHONE_HINT} maxLength={40} />
      ) : (
        <p className="hint">
          {main
            ? `WhatsApp chats open with the main number, ${phoneDisplay(main)}, and follow it when it changes.`
            : 'WhatsApp chats open with the main number (Phone 1) and follow it when it changes.'}
        </p>
      )}
    </div>
  );
}
