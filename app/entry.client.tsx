import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { rememberVisitOrigin } from './lib/visit-origin';

/*
 * React Router's default client entry, with one change: `useTransitions={false}`. By default the
 * router's state updates are wrapped in React.startTransition, and on a slow, busy phone React may
 * put off drawing the "loading" state of a navigation that fetches data until that data arrives,
 * so the logo loader (app/components/route-loader.tsx) would appear late or not at all.
 * Without transitions the navigation state is drawn at once. The app uses no Suspense boundaries
 * on public routes that a transition would keep from flashing a fallback.
 */
// The first page's address and referrer, read before any navigation changes them (lib/visit-origin.ts).
rememberVisitOrigin();

// A request cancelled on purpose (a navigation replaced by a newer one, a screen left before its
// data came) rejects with an AbortError. The app's own calls handle theirs; a browser test still
// saw two go unhandled outside the app's code (in the router, whose navigations abort their data
// requests) as a session ended under two calls and the page was sent to login. A cancellation is
// not a failure: it is not reported as an uncaught error. Every other error is.
window.addEventListener('unhandledrejection', (e) => {
  if (e.reason instanceof DOMException && e.reason.name === 'AbortError') e.preventDefault();
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter useTransitions={false} />
    </StrictMode>,
  );
});
