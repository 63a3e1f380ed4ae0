/**
 * The admin area's CSV files (the leads and the Insights downloads): how one field is written, and
 * how a file is handed to the browser's downloads.
 */
import { saveFile } from '../../lib/save-file';

/** Whitespace a spreadsheet may trim before it reads a cell: spaces, no-break and zero-width spaces, the BOM. */
const LEADING_BLANKS = /^[\s\u200b-\u200d\u2060\ufeff]*/;
/** What makes a spreadsheet read a cell as a formula (or a DDE command) when it opens the cell. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number ("-12", "3.5") is data, never a formula; it keeps its sign. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
/** What must be quoted: a quote, a separator (`,`, or `;` as many locales split), a line break, or blanks at either end. */
const NEEDS_QUOTES = /[",;\r\n]|^[\s\u200b-\u200d\u2060\ufeff]|[\s\u200b-\u200d\u2060\ufeff]$/;

/**
 * One field, made safe to open in a spreadsheet (the OWASP advice on CSV injection): names,
 * campaigns and subjects come from forms and links anyone can fill, so a value that starts with
 * `=`, `+`, `-`, `@`, a tab or a carriage return, also after leading blanks that an importer may
 * trim, is opened with an apostrophe; then a field holding a quote, a comma, a semicolon, a line
 * break, or blanks at either end is quoted, so a spreadsheet that splits on `;` cannot cut a
 * formula out of it either.
 */
export function csvField(value: string): string {
  const rest = value.replace(LEADING_BLANKS, '');
  const safe = FORMULA_START.test(rest) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) || NEEDS_QUOTES.test(value) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Hands the file to the browser's downloads. The BOM makes spreadsheet programs read it as UTF-8. */
export function downloadCsv(name: string, text: string): void {
  saveFile(name, new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
}
