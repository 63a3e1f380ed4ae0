import { useEffect } from 'react';
import { Link, Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/root';
import { site } from '../content/site';
import { useNonce } from './nonce';
import appCss from './app.css?url';
import { ToastProvider } from './components/toast';
import { SessionWatcher } from './components/session-watcher';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: appCss },
  { rel: 'icon', href: '/favicon.ico', sizes: '48x48' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export const meta: Route.MetaFunction = ({ error }) => {
  if (error) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return [{ title: notFound ? '404 Page Not Found' : `Something went wrong | ${site.shortName}` }];
  }
  return [{ title: site.name }, { name: 'description', content: site.description }];
};

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // Browser tests wait for this before clicking, so a click is never lost to a page still hydrating.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang="en-NG">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <ToastProvider>
      <SessionWatcher />
      <Outlet />
    </ToastProvider>
  );
}

/** Spec 2.1: unknown paths and /unauthorized show the 404 screen; anything else a plain apology. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main className="error-page">
        <h1>404 Page Not Found</h1>
        <p>The page has been deleted or moved to another URL.</p>
        <Link to="/">Go Home</Link>
      </main>
    );
  }
  return (
    <main className="error-page">
      <h1>Something went wrong</h1>
      <p>Sorry, this page could not be shown just now. Please try again in a moment.</p>
      <Link to="/">Go Home</Link>
    </main>
  );
}
