import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { call } from '../../../app/features/admin/call';
import { PLACEHOLDERS } from '../../../common/site-content';
import { FormattedText } from '../../../app/components/formatted-text';
import { fieldId } from './fields';
import './markdown-field.css';

/**
 * A formatted-text field of the site-content editor (docs/decisions/0007-site-content.md,
 * "Formatted text"), for any screen: a label, a hint saying which formatting is allowed, a few
 * formatting buttons, the Markdown text box with a character count, and a LIVE PREVIEW.
 *
 * The preview is drawn by the server: the text is sent (debounced, 400 ms after the last key) to the
 * admin-only POST /api/content/render, which runs the very renderer and sanitiser the pages use and
 * fills in the placeholders. So the preview is exactly what the page will show, and no Markdown or
 * sanitiser library is shipped to any browser. It is shown with the public pages' own component and
 * CSS class (FormattedText, `.formatted`).
 */

const DEBOUNCE_MS = 400;

export interface MarkdownFieldProps {
  /** The field's path in the document ("profile"); also its id (fieldId) for error focus. */
  path: string;
  label: string;
  /** What the text is for, e.g. "Shown on the Company Profile page under “Who we are”." */
  hint?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The schema's limit (common/site-content.ts). */
  maxLength: number;
  /** The level "## " becomes on the page (2 or 3), as the page's loader renders it. */
  headingLevel?: 2 | 3;
  rows?: number;
  /** Which placeholders the hint lists; all of them by default. */
  placeholders?: readonly (keyof typeof PLACEHOLDERS)[];
}

type PreviewState = { html: string; status: 'ready' | 'updating' | 'failed' };

export function MarkdownField({ path, label, hint, value, onChange, error, maxLength, headingLevel = 2, rows = 10, placeholders }: MarkdownFieldProps) {
  const id = fieldId(path);
  const previewTitle = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [preview, setPreview] = useState<PreviewState>({ html: '', status: 'updating' });

  // Debounced render by the server; an answer for an older text never replaces a newer one.
  useEffect(() => {
    const controller = new AbortController();
    setPreview((p) => ({ ...p, status: 'updating' }));
    const timer = window.setTimeout(() => {
      call('renderMarkdown', { json: { text: value.slice(0, maxLength), headingLevel }, auth: true, signal: controller.signal })
        .then((r) => {
          if (controller.signal.aborted) return;
          setPreview(r.ok ? { html: r.data.html, status: 'ready' } : (p) => ({ ...p, status: 'failed' }));
        })
        .catch(() => {
          if (!controller.signal.aborted) setPreview((p) => ({ ...p, status: 'failed' }));
        });
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [value, headingLevel, maxLength]);

  /** Wraps the selection in `before`/`after` (bold, italic, link), or prefixes each selected line (lists, subheading). */
  function format(kind: 'bold' | 'italic' | 'bullets' | 'numbers' | 'heading' | 'link') {
    const el = area.current;
    if (!el) return;
    const { selectionStart: start, selectionEnd: end } = el;
    const selected = value.slice(start, end);
    let next: string;
    let caret: [number, number];
    if (kind === 'bold' || kind === 'italic' || kind === 'link') {
      const [before, after, fallback] =
        kind === 'bold' ? ['**', '**', 'bold text'] : kind === 'italic' ? ['*', '*', 'italic text'] : ['[', '](https://)', 'link text'];
      const inner = selected || fallback;
      next = value.slice(0, start) + before + inner + after + value.slice(end);
      caret =
        kind === 'link'
          ? [start + before.length + inner.length + 2, start + before.length + inner.length + after.length - 1]
          : [start + before.length, start + before.length + inner.length];
    } else {
      // Whole lines: from the start of the first selected line to the end of the last one.
      const lineStart = value.lastIndexOf('\n', start - 1) + 1;
      const nl = value.indexOf('\n', Math.max(end, start));
      const lineEnd = nl === -1 ? value.length : nl;
      const block = value.slice(lineStart, lineEnd) || (kind === 'heading' ? 'Subheading' : 'First item');
      const prefixed = block
        .split('\n')
        .map((line, i) => (kind === 'bullets' ? `- ${line}` : kind === 'numbers' ? `${i + 1}. ${line}` : `## ${line.replace(/^#+\s*/, '')}`))
        .join('\n');
      // A list or a subheading needs an empty line before it (unless it starts the text).
      const gap = lineStart === 0 || value.slice(0, lineStart).endsWith('\n\n') ? '' : '\n';
      next = value.slice(0, lineStart) + gap + prefixed + value.slice(lineEnd);
      caret = [lineStart + gap.length, lineStart + gap.length + prefixed.length];
    }
    onChange(next);
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(caret[0], caret[1]);
    });
  }

  const count = value.length;
  const over = count > maxLength;
  const names = placeholders ?? (Object.keys(PLACEHOLDERS) as (keyof typeof PLACEHOLDERS)[]);
  const describedBy = [error ? `${id}-error` : '', `${id}-hint`, `${id}-count`].filter(Boolean).join(' ');

  return (
    <div className="field sc-md">
      <label htmlFor={id}>{label}</label>
      <div className="sc-md__tools" role="group" aria-label={`Formatting for ${label}`}>
        <button type="button" className="btn btn-outline btn-sm" aria-label="Bold" onClick={() => format('bold')}>
          <strong aria-hidden="true">B</strong>
        </button>
        <button type="button" className="btn btn-outline btn-sm" aria-label="Italic" onClick={() => format('italic')}>
          <em aria-hidden="true">I</em>
        </button>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => format('bullets')}>
          Bulleted list
        </button>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => format('numbers')}>
          Numbered list
        </button>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => format('heading')}>
          Subheading
        </button>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => format('link')}>
          Link
        </button>
      </div>
      <textarea
        ref={area}
        id={id}
        name={path}
        rows={rows}
        value={value}
        spellCheck
        aria-invalid={error || over ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-count`} className={`sc-md__count${over ? ' sc-md__count--over' : ''}`}>
        {count.toLocaleString('en-NG')} of {maxLength.toLocaleString('en-NG')} characters{over ? ' — too long, please shorten it' : ''}
      </p>
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      <div className="hint" id={`${id}-hint`}>
        {hint ? <p>{hint}</p> : null}
        <p>
          Formatting: <code>**bold**</code>, <code>*italic*</code>, a line starting with <code>- </code> for a bulleted list or{' '}
          <code>1. </code> for a numbered one, <code>## </code> for a subheading, <code>[words](https://…)</code> for a link (https:,
          http:, mailto:, tel: or a page of this site such as <code>/contact</code>). Leave an empty line between paragraphs.
          HTML, pictures and scripts are not allowed: they show as plain text.
        </p>
        {names.length > 0 ? (
          <details className="sc-md__placeholders">
            <summary>Placeholders the site fills in</summary>
            <ul>
              {names.map((n) => (
                <li key={n}>
                  <code>{`{${n}}`}</code> — {PLACEHOLDERS[n]}
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </div>
      <section className="sc-md__preview" aria-labelledby={previewTitle}>
        <div className="sc-md__preview-head">
          <h4 id={previewTitle} className="sc-md__preview-title">
            Preview: {label}
          </h4>
          <p className="sc-md__preview-status" role="status">
            {preview.status === 'updating' ? 'Updating…' : preview.status === 'failed' ? 'The preview could not be updated. Check your connection.' : 'As on the page'}
          </p>
        </div>
        <div className="sc-md__page">
          <FormattedText html={preview.html} className="sc-md__formatted" />
        </div>
      </section>
    </div>
  );
}
