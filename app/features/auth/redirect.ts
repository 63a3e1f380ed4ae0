/**
 * Where a `redirect` query parameter may lead: only a path on this site.
 * Anything else (another origin, protocol-relative `//host`, backslash tricks, javascript:,
 * control characters) falls back. The path is checked again after URL normalisation, because
 * `/.//host` and `/a/..//host` normalise to the protocol-relative `//host`.
 */
export function safeRedirect(value: string | null | undefined, fallback: string): string {
  if (!value) return fallback;
  const v = value.trim();
  if (!isLocalPath(v) || /[\u0000-\u001f\u007f]/.test(v)) return fallback;
  try {
    const url = new URL(v, 'http://same.invalid');
    if (url.origin !== 'http://same.invalid') return fallback;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return isLocalPath(path) ? path : fallback;
  } catch {
    return fallback;
  }
}

function isLocalPath(v: string): boolean {
  return v.startsWith('/') && !v.startsWith('//') && !v.startsWith('/\\');
}

/** The login address that brings the visitor back to `path` afterwards. */
export function loginUrl(path: string): string {
  return `/login?redirect=${encodeURIComponent(path)}`;
}
