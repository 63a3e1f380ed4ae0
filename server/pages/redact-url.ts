/**
 * Log redaction of secret query values. A parameter's name is decoded as URLSearchParams (and so
 * React Router and the page loaders) decodes it: `?%70review=` is `preview` here too.
 */

/** Parameters whose values are secrets (an admin's preview token, a reset link's token). */
const SECRET_PARAMS: ReadonlySet<string> = new Set(['preview', 'token']);

/** One raw `name=value` pair's name, decoded (`%70review` → `preview`, `a+b` → `a b`). */
function decodedName(pair: string): string {
  const [name] = [...new URLSearchParams(pair).keys()];
  return name ?? '';
}

/**
 * The address as logs may show it: the value of every parameter whose decoded name is `preview` or
 * `token` (any case) is replaced, `/contact?%70review=[redacted]`; everything else stays as sent.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const pairs = url.slice(q + 1).split('&').map((pair) => {
    const eq = pair.indexOf('=');
    if (eq === -1 || !SECRET_PARAMS.has(decodedName(pair).toLowerCase())) return pair;
    return `${pair.slice(0, eq)}=[redacted]`;
  });
  return `${url.slice(0, q)}?${pairs.join('&')}`;
}

