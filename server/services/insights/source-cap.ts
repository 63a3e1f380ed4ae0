import { clientAddressKey } from '../client-address';
import { OTHER_KEY } from './rollup';
import { isKnownSource } from './sources';

/** Distinct sources or campaigns of its own that one address may add to a day's figures. */
export const NEW_NAMES_PER_ADDRESS = 5;
/** Addresses remembered a day; past this (a spread-out attack), any further new name is "other". */
const MAX_ADDRESSES = 50_000;

/**
 * Sources and campaigns are whatever a landing address's utm_* or a referrer says, so a script can
 * invent one per request. Real visitors from one address (even a carrier's shared one) bring a
 * handful of different ones a day; past NEW_NAMES_PER_ADDRESS names of its own, an address's further
 * names count as OTHER_KEY. Known sources (Google, WhatsApp, Direct...) are never capped. Kept in
 * memory per instance and day: several instances allow a few more, still a bound.
 */
export function createSourceCap(limit = NEW_NAMES_PER_ADDRESS) {
  let day = '';
  const seen = new Map<string, Set<string>>();
  return function capped(today: string, ip: string, source: { name: string; campaign: string | null }) {
    if (today !== day) {
      day = today;
      seen.clear();
    }
    const names = [isKnownSource(source.name) ? null : `s:${source.name}`, source.campaign ? `c:${source.name}\t${source.campaign}` : null].filter(
      (n): n is string => n !== null,
    );
    if (names.length === 0) return source;
    const key = clientAddressKey(ip);
    let mine = seen.get(key);
    if (!mine) {
      if (seen.size >= MAX_ADDRESSES) return { name: OTHER_KEY, campaign: source.campaign ? OTHER_KEY : null };
      mine = new Set();
      seen.set(key, mine);
    }
    const fresh = names.filter((n) => !mine.has(n));
    if (mine.size + fresh.length > limit) {
      return { name: isKnownSource(source.name) || mine.has(`s:${source.name}`) ? source.name : OTHER_KEY, campaign: source.campaign ? OTHER_KEY : null };
    }
    for (const n of fresh) mine.add(n);
    return source;
  };
}
