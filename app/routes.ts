import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { products } from '../content/products';
import { sectors } from '../content/sectors';
import { services } from '../content/services';

/**
 * Every page of spec 2.1. Same-shaped pages are one module registered once per content entry,
 * each with its own id. Paths match case-insensitively (React Router's default), so /POS and
 * /pos are the same route, and so are /lounge-cLub and /lounge-club.
 */
export default [
  index('routes/home.tsx'),
  route('about', 'routes/about.tsx'),
  route('companyProfile', 'routes/company-profile.tsx'),
  route('gallery', 'routes/gallery.tsx'),
  route('products', 'routes/products.tsx'),
  ...services.map((s) => route(s.slug, 'routes/service-page.tsx', { id: `service-${s.slug}` })),
  ...sectors.map((s) => route(s.slug, 'routes/sector-page.tsx', { id: `sector-${s.slug}` })),
  ...products.map((p) => route(p.slug, 'routes/product-page.tsx', { id: `product-${p.slug}` })),
  route('allreviews', 'routes/all-reviews.tsx'),
  route('reviewForm', 'routes/review-form.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('login', 'routes/login.tsx'),
  route('signup', 'routes/signup.tsx'),
  route('verify-email', 'routes/verify-email.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('account', 'routes/account.tsx'),
  route('topics', 'routes/topics.tsx'),
  route('admin', 'routes/admin.tsx'),
  // Spec 2.1: /unauthorized shows the same page as an unknown path.
  route('unauthorized', 'routes/not-found.tsx', { id: 'unauthorized' }),
  // Resource routes for search engines (issue 3, item 7).
  route('sitemap.xml', 'routes/sitemap.tsx'),
  route('robots.txt', 'routes/robots.tsx'),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
