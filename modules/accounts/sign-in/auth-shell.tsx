import type { ReactNode } from 'react';
import './auth.css';

/**
 * The frame of the members' pages (login, sign-up, code check, password reset, My account): a card
 * with the form and a side panel with help. The fields come from components/form.
 */

/** Shown when the form was posted before the page's script had loaded (the route actions). */
export const NOT_LOADED_TEXT = 'This page was still loading when you pressed the button. Please wait a moment and try again.';

export function AuthShell({
  eyebrow,
  title,
  intro,
  aside,
  children,
}: {
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  aside: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="auth">
      <div className="container auth-grid">
        <section className="auth-card" aria-labelledby="auth-title">
          <p className="eyebrow">{eyebrow}</p>
          <h1 id="auth-title">{title}</h1>
          {intro ? <p className="auth-intro">{intro}</p> : null}
          {children}
        </section>
        <aside className="auth-aside">{aside}</aside>
      </div>
    </main>
  );
}

/** A stack of project reports with a magnifier: the topics the account opens. Decorative. */
export function AsideArt() {
  return (
    <svg className="auth-art" viewBox="0 0 160 96" width="160" height="96" aria-hidden="true" focusable="false">
      <rect x="18" y="20" width="70" height="66" rx="6" fill="#fff" opacity="0.22" />
      <rect x="28" y="12" width="70" height="66" rx="6" fill="#fff" opacity="0.4" />
      <rect x="38" y="4" width="70" height="66" rx="6" fill="#fff" />
      <rect x="48" y="16" width="38" height="5" rx="2.5" fill="#0b5d4b" />
      <rect x="48" y="27" width="50" height="4" rx="2" fill="#9fc3b9" />
      <rect x="48" y="36" width="44" height="4" rx="2" fill="#9fc3b9" />
      <rect x="48" y="45" width="48" height="4" rx="2" fill="#9fc3b9" />
      <rect x="48" y="54" width="30" height="4" rx="2" fill="#9fc3b9" />
      <circle cx="118" cy="56" r="17" fill="none" stroke="#f2a900" strokeWidth="6" />
      <path d="M130 69l16 16" stroke="#f2a900" strokeWidth="8" strokeLinecap="round" />
    </svg>
  );
}
