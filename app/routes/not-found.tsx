import { data } from 'react-router';

/** Unknown paths and /unauthorized: HTTP 404, shown by the root ErrorBoundary. */
export function loader(): never {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
