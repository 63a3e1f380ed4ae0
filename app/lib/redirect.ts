/**
 * Where a `redirect` query parameter may lead: only a path on this site. Anything else
 * (another origin, protocol-relative `//host`, backslash tricks, javascript:) falls back.
 */
export function safeRedirect(value: string | null | undefined, fallback: string): string {
  if (!value) return fallback;
  const v = value.trim();
  if (!v.startsWith('/') || v.startsWith('//') || v.startsWith('/\\') || /[\u0000-\u001f]/.test(v)) return fallback;
  try {
    const url = new URL(v, 'http://same.invalid');
    if (url.origin !== 'http://same.invalid') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

export function loginUrl(path: string): string {
  return `/login?redirect=${encodeURIComponent(path)}`;
}
