import { clientAddressKey } from '../../server/services/client-address';
import { OTHER_KEY } from './rollup.service';
import { isKnownSource, type Source } from './sources.service';

/** Distinct sources or campaigns of its own that one address may add to a day's figures. */
export const NEW_NAMES_PER_ADDRESS = 5;
/** Distinct pages not found one address may add to a day's figures (INSIGHTS_NOT_FOUND_PER_ADDRESS). */
export const NOT_FOUND_PER_ADDRESS = 5;
/** Addresses remembered a day; past this (a spread-out attack), any further new name is "other". */
const MAX_ADDRESSES = 50_000;

/**
 * Names a visitor's browser reports freely (a source, a campaign, the address of a page not found)
 * are counted under their own name up to `limit` distinct ones per client address and day; past
 * that, `allowed` is false and the caller counts them as OTHER_KEY. An IPv6 address counts by its
 * /64. Kept in memory per instance and day: several instances allow a few more, still a bound.
 */
export function createNameCap(limit: number) {
  let day = '';
  const seen = new Map<string, Set<string>>();
  return {
    /** Whether `names` (all of them, together) may be counted under their own names; they are then remembered. */
    allowed(today: string, ip: string, names: string[]): boolean {
      if (today !== day) {
        day = today;
        seen.clear();
      }
      const key = clientAddressKey(ip);
      let mine = seen.get(key);
      if (!mine) {
        if (seen.size >= MAX_ADDRESSES) return false;
        mine = new Set();
        seen.set(key, mine);
      }
      const fresh = names.filter((n) => !mine.has(n));
      if (mine.size + fresh.length > limit) return false;
      for (const n of fresh) mine.add(n);
      return true;
    },
    /** Whether the address has counted `name` under its own name today. */
    has(ip: string, name: string): boolean {
      return seen.get(clientAddressKey(ip))?.has(name) ?? false;
    },
  };
}

/**
 * Sources and campaigns are whatever a landing address's utm_* or a referrer says, so a script can
 * invent one per request. Real visitors from one address (even a carrier's shared one) bring a
 * handful of different ones a day; past NEW_NAMES_PER_ADDRESS names of its own, an address's further
 * names count as OTHER_KEY. A campaign is named by its source, medium and campaign together (the
 * campaign table lists the three), so a new medium is a new name too, and a folded source or campaign
 * loses its medium with it: no invented word reaches the campaign table past the bound. Known sources
 * (Google, WhatsApp, Direct...) are never folded themselves.
 */
export function createSourceCap(limit = NEW_NAMES_PER_ADDRESS) {
  const cap = createNameCap(limit);
  return function capped(today: string, ip: string, source: Source): Source {
    const own = `s:${source.name}`;
    const campaign = source.campaign ? `c:${source.name}\t${source.medium ?? ''}\t${source.campaign}` : null;
    const names = [isKnownSource(source.name) ? null : own, campaign].filter((n): n is string => n !== null);
    if (names.length === 0 || cap.allowed(today, ip, names)) return source;
    const name = isKnownSource(source.name) || cap.has(ip, own) ? source.name : OTHER_KEY;
    return { name, medium: null, campaign: source.campaign ? OTHER_KEY : null };
  };
}

/** The address of a page not found as counted: its own, for an address's first `limit` a day; OTHER_KEY after. */
export function createNotFoundCap(limit = NOT_FOUND_PER_ADDRESS) {
  const cap = createNameCap(limit);
  return (today: string, ip: string, path: string): string => (cap.allowed(today, ip, [path]) ? path : OTHER_KEY);
}
