import { describe, expect, it } from 'vitest';
import { builtInTopics } from '../../content/topics';
import { filterTopics, matchRanges, matchesSearch, normaliseTopics, searchWords } from '../../app/lib/topic-list';

describe('normaliseTopics', () => {
  it('accepts objects with a title and plain strings, and sorts them alphabetically', () => {
    const topics = normaliseTopics([
      { id: 2, title: 'Solar Powered Water Pump' },
      'design of a Payroll System',
      { id: 3, title: 'Analysis of Inflation in Nigeria' },
      'Bulk SMS Gateway',
    ]);
    expect(topics.map((t) => t.title)).toEqual([
      'Analysis of Inflation in Nigeria',
      'Bulk SMS Gateway',
      'design of a Payroll System',
      'Solar Powered Water Pump',
    ]);
  });

  it('drops empty, malformed and duplicate entries and tidies whitespace', () => {
    const topics = normaliseTopics(['  A   Topic ', 'a topic', { title: '' }, { name: 'x' }, null, 42, { title: 7 }, '']);
    expect(topics).toEqual([{ title: 'A Topic', key: 'a topic', plain: 'a topic' }]);
  });

  it('returns an empty list for anything that is not an array', () => {
    expect(normaliseTopics(undefined)).toEqual([]);
    expect(normaliseTopics({ topics: [] })).toEqual([]);
  });
});

describe('filterTopics', () => {
  const all = normaliseTopics(['Hospital Records System', 'Stress in Public Hospitals', 'Inventory Control']);

  it('matches a case-insensitive substring of the title', () => {
    expect(filterTopics(all, 'HOSPITAL').map((t) => t.title)).toEqual(['Hospital Records System', 'Stress in Public Hospitals']);
    expect(filterTopics(all, 'ntrol').map((t) => t.title)).toEqual(['Inventory Control']);
  });

  it('keeps everything for an empty or blank query and nothing for nonsense', () => {
    expect(filterTopics(all, '')).toBe(all);
    expect(filterTopics(all, '   ')).toBe(all);
    expect(filterTopics(all, 'zzqx')).toEqual([]);
  });
});

describe('the search by words', () => {
  const all = normaliseTopics([...builtInTopics, 'E-Commerce Site for a Boutique (Onitsha)', 'C++ Tutor for Beginners']);
  const titles = (q: string) => filterTopics(all, q).map((t) => t.title);
  const HOSPITAL = 'Design and Implementation of a Computerised Hospital Records System (A Case Study of a General Hospital in Enugu)';

  it('finds a title holding every word typed, in any order, whatever the case and punctuation', () => {
    expect(titles('hospital system')).toContain(HOSPITAL);
    expect(titles('System, HOSPITAL!')).toContain(HOSPITAL);
    expect(titles('records-hospital')).toContain(HOSPITAL);
    expect(titles('  enugu   computerised ')).toContain(HOSPITAL);
    expect(titles('onitsha boutique')).toEqual(['E-Commerce Site for a Boutique (Onitsha)']);
    expect(titles('e commerce')).toContain('E-Commerce Site for a Boutique (Onitsha)');
  });

  it('needs every word: one missing word leaves the title out', () => {
    expect(titles('hospital payroll')).not.toContain(HOSPITAL);
    expect(titles('hospital zzqx')).toEqual([]);
  });

  it('still finds everything the plain substring search found', () => {
    for (const probe of ['HOSPITAL', 'ntrol', 'records system (a case', 'c++', 'of a', 'e-commerce']) {
      const bySubstring = all.filter((t) => t.key.includes(probe.toLowerCase())).map((t) => t.title);
      expect(bySubstring.length, probe).toBeGreaterThan(0);
      for (const t of bySubstring) expect(titles(probe), `${probe} → ${t}`).toContain(t);
    }
  });

  it('looks for a query of punctuation only as it is', () => {
    expect(searchWords('++')).toEqual([]);
    expect(titles('++')).toEqual(['C++ Tutor for Beginners']);
    expect(matchesSearch(all[0], '   ')).toBe(true);
  });

  it('marks each word where it is in the title, overlapping matches merged', () => {
    const [entry] = normaliseTopics(['Hospital Records System']);
    expect(matchRanges(entry, 'system hospital')).toEqual([
      [0, 8],
      [17, 23],
    ]);
    expect(matchRanges(entry, 'record records')).toEqual([[9, 16]]);
    const [boutique] = normaliseTopics(['E-Commerce (Onitsha)']);
    expect(matchRanges(boutique, 'e-commerce')).toEqual([
      [0, 1],
      [2, 10],
    ]);
    expect(matchRanges(entry, '')).toEqual([]);
  });
});
