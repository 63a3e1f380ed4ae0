import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import './formatted-text.css';

/**
 * A formatted text as the server rendered and sanitised it (server/services/formatted-text.ts):
 * the page's loader sends the HTML, never the Markdown, so no Markdown library reaches the browser.
 * The admin editor's live preview draws its HTML with this same component and class, so the preview
 * looks like the page. Links to pages of this site navigate inside the app like <Link>.
 */
export function FormattedText({ html, className, id }: { html: string; className?: string; id?: string }) {
  const navigate = useNavigate();
  function onClick(e: MouseEvent<HTMLDivElement>) {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = (e.target as Element).closest('a');
    const href = a?.getAttribute('href');
    if (!a || !href || !/^\/(?![/\\])/.test(href) || a.target) return;
    e.preventDefault();
    void navigate(href);
  }
  return (
    // The click handler only speeds up the links inside; they stay ordinary, focusable links.
    <div id={id} className={`formatted${className ? ` ${className}` : ''}`} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
