import { useEffect } from 'react';
import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useMatches,
  useNavigate,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/root';
// First, so the design tokens and primitives come before every component's own stylesheet.
import './app.css';
// The root layout's own elements, then the initials avatars and monograms: those are drawn by many
// pages (reviews, team, client marquee, admin), and in the shell's stylesheet they cost no request.
import './root.css';
import './components/initials.css';
import { useNonce } from './nonce';
import { servicesContext } from './context';
import { ToastProvider } from './components/toast';
import { SessionWatcher } from './features/auth/session-watcher';
import { Header } from './features/site/header';
import { Footer } from './features/site/footer';
import { LogoMark } from './features/site/logo';
import { RouteLoader } from './components/route-loader';
import { NotFoundScreen } from './features/site/not-found-screen';
import { businessJsonLd, jsonLdText, pageMeta } from './lib/meta';
import { SOCIAL_CARD, socialCardUrl } from '../common/social-card';
import { companyOf } from './lib/company';
import type { CompanyDetails } from '../content/types';
import { findPage, navData, pageNameOf, quoteItemOfPage, siteOrigin, type SitePage } from './lib/seo';
import { seoPathOf } from '../common/seo-pages';
import { BEACON_URL, InsightsBeacon } from '../modules/insights/index.public';
import { ServedStatic, servedStatic } from './widgets/page-handle';
import { ROUTE_LOADER_SCRIPT } from './widgets/route-loader-script';
// The widget script of the pages served without React, bundled on its own (Vite's worker bundling,
// used only for one self-contained file with a hashed address): docs/decisions/0038-pages-without-react-in-the-browser.md.
import siteWidgetsUrl from './widgets/site.widget?worker&url';
import { QuickContact } from './features/site/quick-contact';
import { savesData } from '../common/save-data';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.ico', sizes: '48x48' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/**
 * What every page needs: the canonical origin, the copyright year (computed once on the server, in
 * Lagos time, so hydration prints the same one), the menu labels, this path's entry of the route
 * table and which spam check the contact form draws. The content lists stay on the server; only
 * labels and paths reach the browser, inside this loader's data. Only what belongs to this path
 * (its route-table entry, its Pages & SEO entry) travels, since the loader runs again on every
 * change of path: the whole page list cost about 1 KB of every page's HTML.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  // `?preview=<token>`: an admin's look at the unpublished draft (Site content in the admin area).
  // Only a valid token of a current admin shows it; such pages are never cached (server/pages/render.ts).
  const previewToken = new URL(request.url).searchParams.get('preview');
  const draft = previewToken ? await services.previewCompany(previewToken) : null;
  // Pages & SEO: only this page's entry travels (the root loader runs again on every change of path).
  const seoPath = seoPathOf(new URL(request.url).pathname);
  const seoEntry = seoPath ? (await services.content('seo', request)).pages[seoPath] : undefined;
  return {
    /** The company details every page shows: published, from the server's cache (or the draft in a preview). */
    site: draft ?? (await services.company()),
    preview: draft !== null,
    /** The footer's own copy (quick links, rights notice): the 'footer' site-content document. */
    footer: await services.content('footer', request),
    origin: siteOrigin(request, services),
    /** The contact form's spam check (CAPTCHA_PROVIDER); here so that a visit to /contact fetches nothing. */
    captcha: services.captcha,
    year: new Date(Date.now() + 60 * 60 * 1000).getUTCFullYear(),
    nav: await navData(services.published),
    /** This path's entry of the route table (canonical address, indexable or not); null on unknown paths. */
    page: findPage(new URL(request.url).pathname) ?? null,
    /** This page's search title and description from Pages & SEO, read by pageMeta() (app/lib/meta.ts). */
    seo: seoPath && seoEntry ? { path: seoPath, title: seoEntry.title, description: seoEntry.description } : null,
    /** The page's name as visitors know it, which the WhatsApp greeting quotes; null off the site's pages. */
    pageName: await pageNameOf(new URL(request.url).pathname, (key) => services.content(key, request)),
    /** `Save-Data: on`: pictures at their smallest width, no banner pictures (app/lib/use-save-data.ts). */
    saveData: savesData(request.headers.get('save-data')),
    /** The item a product, service or training page sells: the quick-contact bar's "Get a quote" names it. */
    quoteItem: quoteItemOfPage(new URL(request.url).pathname),
    /** Whether this page reports the visit to Insights: not in a preview, not when switched off. */
    insights: services.insights && draft === null,
  };
}

/**
 * The root data is the same for every page except the Pages & SEO entry, so it is fetched again
 * only when the path changes (a search-parameter change such as the admin's ?section= keeps it).
 * With single fetch that is one request per navigation, the one the page's own loader makes anyway
 * (docs/decisions/0007-site-content.md, "Pages & SEO").
 */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname.toLowerCase() !== nextUrl.pathname.toLowerCase();
}

export const meta: Route.MetaFunction = (args) => {
  const { error } = args;
  const site = companyOf(args);
  if (error) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return [
      { title: notFound ? '404 Page Not Found' : `Something went wrong${site ? ` | ${site.shortName}` : ''}` },
      { name: 'description', content: 'The page has been deleted or moved to another URL.' },
    ];
  }
  return site ? pageMeta(args, `${site.name}: ${site.tagline}`, site.description, { fullTitle: true }) : [];
};

/** Addresses that are not pages of the public site: a preview does not follow links to them. */
const NOT_PUBLIC_PAGE = /^\/(?:api|admin|uploads|assets|images)(?:\/|$)/;

/**
 * Shown above the header while an admin previews unpublished changes (never to the public). Links
 * clicked in a preview keep it: the next page shows the drafts too, not the published version. The
 * click is taken before React Router's own handler (capture phase on window) and sent to the same
 * address with the preview token added; other clicks (new tab, other sites, tel:, in-page anchors,
 * the admin area) are left alone.
 */
function PreviewBar() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = e.target instanceof Element ? e.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const token = new URLSearchParams(window.location.search).get('preview');
      const url = new URL(link.href, window.location.href);
      if (!token || url.origin !== window.location.origin || url.searchParams.has('preview') || NOT_PUBLIC_PAGE.test(url.pathname)) return;
      url.searchParams.set('preview', token);
      e.preventDefault();
      e.stopPropagation();
      void navigate(url.pathname + url.search + url.hash);
    };
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, [navigate]);
  return (
    <p className="preview-bar" role="status">
      Preview of unpublished changes. Visitors still see the published site.
    </p>
  );
}

/**
 * Head tags that depend on the address or are the same on every page. Unknown
 * paths (the 404 screen, /unauthorized) and account pages are marked noindex.
 */
function SiteHeadTags({ origin, page, site }: { origin: string; page: SitePage | undefined; site: CompanyDetails }) {
  const url = page ? `${origin}${page.path}` : undefined;
  return (
    <>
      {url ? <link rel="canonical" href={url} /> : null}
      {url ? <meta property="og:url" content={url} /> : null}
      {!page?.indexable ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content="en_NG" />
      <meta property="og:image" content={socialCardUrl(origin, site)} />
      <meta property="og:image:width" content={String(SOCIAL_CARD.width)} />
      <meta property="og:image:height" content={String(SOCIAL_CARD.height)} />
      <meta property="og:image:alt" content={`${site.name}: ${site.tagline}`} />
      <meta name="twitter:card" content="summary_large_image" />
      {/* A data block, not a script: CSP does not apply and nothing executes. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(businessJsonLd(origin, site)) }} />
    </>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>('root');
  // A route that declares `handle = STATIC_PAGE` gets no React in the browser, only the widget script.
  const staticPage = servedStatic(useMatches(), data?.preview ?? false);
  // Browser tests wait for this before clicking, so a click is never lost to a page still hydrating.
  // The header's CSS also uses it: before hydration its menus open on hover and focus without JS.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    // The route loader's inline script may mark <html data-route-loading> before hydration.
    <html lang="en-NG" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* No first paint until the header has been parsed: on a slow phone Chromium would otherwise
            draw a half-parsed, right-aligned menu and then shift it left as the rest arrives. */}
        <link rel="expect" href="#main" blocking="render" />
        <meta name="theme-color" content="#0b5d4b" />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: ROUTE_LOADER_SCRIPT }} />
        {/* A static page's one script, first in the head so that a slow connection fetches it beside
            the rest of the page; as a module script it runs only once the page is parsed. */}
        {staticPage ? (
          <script type="module" src={siteWidgetsUrl} nonce={nonce} data-widgets="" data-beacon={data?.insights ? BEACON_URL : undefined} />
        ) : null}
        <Meta />
        {data ? <SiteHeadTags origin={data.origin} page={data.page ?? undefined} site={data.site} /> : null}
        {data?.preview ? <meta name="robots" content="noindex" /> : null}
        <Links nonce={nonce} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {data?.preview ? <PreviewBar /> : null}
        {data ? <Header nav={data.nav} pageName={data.pageName} /> : null}
        {/* Route modules render their own <main>; this region is the skip link's and focus target. */}
        <div id="main" className="site-main" tabIndex={-1}>
          <ServedStatic value={staticPage}>{children}</ServedStatic>
        </div>
        {/* Before the footer, which keeps room for it at the bottom (quick-contact.css); not in the admin area. */}
        {data && data.page?.path !== '/admin' ? <QuickContact pageName={data.pageName} item={data.quoteItem} /> : null}
        {data ? <Footer year={data.year} footer={data.footer} /> : null}
        <RouteLoader>
          <LogoMark size={72} className="route-loader__mark" />
        </RouteLoader>
        {data?.insights ? <InsightsBeacon /> : null}
        {staticPage ? null : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
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

/** Unknown paths and /unauthorized show the 404 screen; anything else a plain apology. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  return (
    <main className="error-page">
      <div className="container">
        <h1>Something went wrong</h1>
        <p>Sorry, this page could not be shown just now. Please try again in a moment.</p>
        <Link to="/" className="btn btn-primary">
          Go Home
        </Link>
      </div>
    </main>
  );
}
