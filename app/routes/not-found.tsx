import { data } from 'react-router';
import { STATIC_PAGE } from '../widgets/page-handle';

/** Unknown paths and /unauthorized: HTTP 404, shown by the root ErrorBoundary. */
export function loader(): never {
  throw data(null, { status: 404 });
}

/** Served without React in the browser: the 404 screen is links only (app/root.tsx ErrorBoundary). */
export const handle = STATIC_PAGE;

export default function NotFound() {
  return null;
}
