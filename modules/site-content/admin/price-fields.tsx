import { useState } from 'react';
import { COURSE_LIMITS, PRICE_UNITS, type Course, type PriceHint, type PriceUnit } from '../../../common/site-content';
import { formatNaira, isKobo, parseNaira } from '../../../common/money';
import { priceWords } from '../../../common/price-words';
import { builtInCourses } from '../../../content/prices';
import { lagosToday } from '../../../common/lagos-days';
import type { EditorApi } from './document-editor';
import { fieldId } from './editor-api';
import { ItemList, SelectField, TextField } from './fields';
import { TextListField, quote } from './page-fields';

// The price hint of a product, service or course (docs/decisions/0035-price-hints-and-quote-requests.md):
// "from" an amount typed in naira (stored as kobo) per a unit, or "on request".

const KIND_OPTIONS = [
  { value: 'from', label: 'From an amount' },
  { value: 'request', label: 'Price on request (no amount shown)' },
] as const;
const UNIT_OPTIONS = (Object.keys(PRICE_UNITS) as PriceUnit[]).map((value) => ({ value, label: PRICE_UNITS[value] }));

/** The value at a dotted path, and a setter of it on a draft ("courses.2.price"). */
function at(doc: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((o, k) => (o == null ? undefined : (o as Record<string, unknown>)[k]), doc);
}
function put(doc: unknown, path: string, value: unknown) {
  const keys = path.split('.');
  const last = keys.pop()!;
  const parent = keys.length ? (at(doc, keys.join('.')) as Record<string, unknown>) : (doc as Record<string, unknown>);
  parent[last] = value;
}

/** Naira as typed ("250,000"), from kobo; empty for an amount not yet valid. */
const nairaText = (kobo: number) => (isKobo(kobo) ? formatNaira(kobo).slice(1) : '');

/**
 * The price hint at `path`. A document stored before prices has none: `fallback` (the page's
 * built-in price) is shown, and the first change writes it into the document.
 */
export function PriceField<T>({ editor, path, fallback, legend }: { editor: EditorApi<T>; path: string; fallback: PriceHint; legend: string }) {
  const price = (at(editor.value, path) as PriceHint | undefined) ?? fallback;
  const [typed, setTyped] = useState<string | null>(null);
  const amount = price.kind === 'from' ? price.amountKobo : Number.NaN;
  // The typed text while it still means the stored amount (or is being corrected); else the amount itself.
  const shown = typed !== null && (parseNaira(typed) === amount || !isKobo(amount)) ? typed : nairaText(amount);
  const write = (next: PriceHint) => editor.set(path, (d) => put(d, path, next));
  const from = price.kind === 'from' ? price : { kind: 'from' as const, amountKobo: Number.NaN, unit: 'licence' as PriceUnit };
  return (
    <fieldset className="sc-group">
      <legend>{legend}</legend>
      <SelectField<PriceHint['kind']>
        path={`${path}.kind`}
        label="Price shown"
        value={price.kind}
        options={KIND_OPTIONS}
        error={editor.err(path) ?? editor.err(`${path}.kind`)}
        onChange={(kind) => write(kind === 'request' ? { kind: 'request' } : fallback.kind === 'from' ? fallback : from)}
      />
      {price.kind === 'from' ? (
        <div className="admin-form__grid">
          <TextField
            path={`${path}.amountKobo`}
            label="Starting price in naira"
            hint="Digits, with or without commas, e.g. 250,000 or 4.50. The page shows “From ₦…”."
            value={shown}
            error={editor.err(`${path}.amountKobo`)}
            onChange={(text) => {
              setTyped(text);
              write({ ...from, amountKobo: parseNaira(text) ?? Number.NaN });
            }}
          />
          <SelectField<PriceUnit> path={`${path}.unit`} label="Per" value={from.unit} options={UNIT_OPTIONS} error={editor.err(`${path}.unit`)} onChange={(unit) => write({ ...from, unit })} />
        </div>
      ) : null}
      <p className="hint" id={`${fieldId(path)}-shows`}>
        The page shows: {price.kind === 'from' && !isKobo(price.amountKobo) ? 'nothing yet: type the amount.' : priceWords(price)}
      </p>
    </fieldset>
  );
}

const newCourse = (): Course => ({ name: '', price: { kind: 'from', amountKobo: Number.NaN, unit: 'course' }, dates: [] });

/** The training page's courses with their fees and next class dates. */
export function CoursesField<T extends { courses?: Course[] }>({ editor }: { editor: EditorApi<T> }) {
  const courses = editor.list<Course>('courses', {
    noun: 'course',
    idBase: 'sc-course',
    focusField: 'name',
    describe: (c) => (c.name.trim() ? `the course ${quote(c.name)}` : ''),
  });
  if (!Array.isArray(editor.value.courses)) {
    return (
      <fieldset className="sc-group">
        <legend>Course fees and next classes</legend>
        <p className="hint">This page was saved before courses had fees and dates. Start from the usual courses, then set your own fees and dates.</p>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => editor.set('courses', (d) => (d.courses = builtInCourses(lagosToday())))}>
          Add the course list
        </button>
      </fieldset>
    );
  }
  return (
    <fieldset className="sc-group">
      <legend>Course fees and next classes</legend>
      <p className="hint">
        Each course shows its fee, its next class dates and an “Enrol” button that opens the contact form with the course named. Dates
        before today are not shown, so a past class needs no clean-up.
      </p>
      <ItemList list={courses} max={COURSE_LIMITS.courses} addLabel="Add a course" newItem={newCourse} legend={(c, i) => `Course ${i + 1}${c.name.trim() ? `: ${c.name}` : ''}`}>
        {(_c, i) => (
          <>
            <TextField {...editor.field(`courses.${i}.name`)} label="Course name" hint="Up to 100 characters; each course needs its own." maxLength={100} />
            <PriceField editor={editor} path={`courses.${i}.price`} fallback={{ kind: 'from', amountKobo: Number.NaN, unit: 'course' }} legend="Fee" />
            <TextListField
              editor={editor}
              path={`courses.${i}.dates`}
              idBase={`sc-c${i}-dates`}
              noun="class date"
              itemLabel={(j) => `Class date ${j + 1}`}
              addLabel="Add a class date"
              max={COURSE_LIMITS.dates}
              maxLength={10}
              hint="The day each next class starts, written YYYY-MM-DD (e.g. 2027-01-11)."
            />
          </>
        )}
      </ItemList>
    </fieldset>
  );
}
