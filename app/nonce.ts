import { createContext, useContext } from 'react';

/**
 * The request's CSP nonce. entry.server provides it; in the browser the default is read back from
 * a rendered script (the attribute is hidden but the `nonce` property keeps it), so <Links>,
 * <Scripts> and <ScrollRestoration> hydrate without a mismatch.
 */
const clientNonce =
  typeof document === 'undefined'
    ? undefined
    : (document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? undefined);

export const NonceContext = createContext<string | undefined>(clientNonce);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
