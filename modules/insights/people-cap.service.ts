import { createHash } from 'node:crypto';
import { clientAddressKey } from '../../server/services/client-address';

/** People one address may add to a day's figures (INSIGHTS_PEOPLE_PER_ADDRESS). */
export const PEOPLE_PER_ADDRESS = 1;
/** Addresses remembered a day; past this (a spread-out attack), every further address is one person. */
const MAX_ADDRESSES = 50_000;

/** What a visitor's daily hash is made of (visitors.service.ts): the client's address and user agent. */
export interface Hashed {
  address: string;
  userAgent: string;
}

/**
 * A person is an address and a user agent, but the user agent is whatever the request says: a script
 * that changes it on every request would be a new person each time. So one address counts as at most
 * `limit` people a day: its first `limit - 1` user agents each as their own, every further one as one
 * more person shared by all of them (the address alone, without its user agent). With the default of
 * 1, an address is one person a day, whatever its user agents; the same on every instance, since
 * nothing has to be remembered. An IPv6 address counts by its /64, as the rate limits do
 * (server/services/client-address.ts). Above 1, the user agents already seen are kept in memory per
 * instance and day (as short hashes), so several instances allow a few more, still a bound.
 */
export function createPeopleCap(limit = PEOPLE_PER_ADDRESS) {
  let day = '';
  const seen = new Map<string, Set<string>>();
  return function person(today: string, ip: string, userAgent: string): Hashed {
    const address = clientAddressKey(ip);
    const shared = { address, userAgent: '' };
    if (limit <= 1) return shared;
    if (today !== day) {
      day = today;
      seen.clear();
    }
    let mine = seen.get(address);
    if (!mine) {
      if (seen.size >= MAX_ADDRESSES) return shared;
      mine = new Set();
      seen.set(address, mine);
    }
    const id = createHash('sha256').update(userAgent).digest('base64url').slice(0, 12);
    if (!mine.has(id)) {
      if (mine.size >= limit - 1) return shared;
      mine.add(id);
    }
    return { address, userAgent };
  };
}
