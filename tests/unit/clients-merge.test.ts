import { describe, expect, it } from 'vitest';
import { displayUrl, fromRow, mergeClients, nameKey, safeHttpUrl, uniqueSortedByName } from '../../modules/clients/pages/client-list';
import { sectors } from '../../content/sectors';

const builtIn = [{ name: 'Zeta Hotel', location: 'Enugu' }, { name: 'Alpha Suites' }];

describe('mergeClients', () => {
  it('shows the database rows when the query returned any, so admin edits and deletions are respected', () => {
    const rows = [{ name: 'Zeta Hotel', location: 'Awka' }];
    expect(mergeClients(rows, builtIn)).toEqual([{ name: 'Zeta Hotel', location: 'Awka' }]);
  });

  it('falls back to the built-in list when the query failed (null)', () => {
    expect(mergeClients(null, builtIn)).toEqual([{ name: 'Alpha Suites' }, { name: 'Zeta Hotel', location: 'Enugu' }]);
  });

  it('is empty when the database answered with no clients, even if built-in ones exist', () => {
    expect(mergeClients([], builtIn)).toEqual([]);
    expect(mergeClients([], [])).toEqual([]);
  });

  it('removes duplicate names case-insensitively and keeps the first occurrence', () => {
    const rows = [
      { name: 'Ogbete Palm Suites', location: 'Enugu' },
      { name: 'OGBETE PALM SUITES', location: 'Lagos' },
      { name: '  ogbete   palm suites ', location: 'Abuja' },
    ];
    expect(mergeClients(rows, builtIn)).toEqual([{ name: 'Ogbete Palm Suites', location: 'Enugu' }]);
  });

  it('sorts alphabetically by name, ignoring case and accents', () => {
    const rows = [{ name: 'beta' }, { name: 'Éclat Lounge' }, { name: 'Alpha' }, { name: 'delta' }, { name: 'Charlie' }];
    expect(mergeClients(rows, []).map((c) => c.name)).toEqual(['Alpha', 'beta', 'Charlie', 'delta', 'Éclat Lounge']);
  });

  it('does not change the lists it is given', () => {
    const rows = [{ name: 'b' }, { name: 'a' }];
    mergeClients(rows, builtIn);
    expect(rows).toEqual([{ name: 'b' }, { name: 'a' }]);
  });

  it('gives every built-in sector list without duplicates and in order', () => {
    for (const sector of sectors) {
      const merged = mergeClients(null, sector.clients);
      expect(merged.length).toBe(new Set(sector.clients.map((c) => nameKey(c.name))).size);
      const names = merged.map((c) => c.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    }
  });
});

describe('uniqueSortedByName', () => {
  it('drops entries whose name is blank', () => {
    expect(uniqueSortedByName([{ name: '  ' }, { name: 'A' }])).toEqual([{ name: 'A' }]);
  });
});

describe('fromRow', () => {
  it('turns nulls and empty strings into absent fields', () => {
    expect(fromRow({ name: 'A', location: null, url: null, logo: '', logo_srcset: '' })).toEqual({ name: 'A' });
    expect(fromRow({ name: 'A', location: '  ', url: '', logo: '', logo_srcset: 'x 1w' })).toEqual({ name: 'A' });
  });

  it('keeps the location, website and uploaded logo with its srcset', () => {
    expect(
      fromRow({
        name: 'A',
        location: 'Enugu',
        url: 'https://a.example.com',
        logo: '/uploads/a-320.webp',
        logo_srcset: '/uploads/a-160.webp 160w, /uploads/a-320.webp 320w',
      }),
    ).toEqual({
      name: 'A',
      location: 'Enugu',
      url: 'https://a.example.com',
      logo: '/uploads/a-320.webp',
      logoSrcset: '/uploads/a-160.webp 160w, /uploads/a-320.webp 320w',
    });
  });
});

describe('safeHttpUrl and displayUrl', () => {
  it('accepts only http and https addresses', () => {
    expect(safeHttpUrl('https://www.example.com/')?.href).toBe('https://www.example.com/');
    expect(safeHttpUrl('http://example.com')?.hostname).toBe('example.com');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('not a url')).toBeNull();
    expect(safeHttpUrl(undefined)).toBeNull();
  });

  it('shows the host without www and keeps a path', () => {
    expect(displayUrl(new URL('https://www.example.com/'))).toBe('example.com');
    expect(displayUrl(new URL('https://shop.example.com/store'))).toBe('shop.example.com/store');
  });
});
