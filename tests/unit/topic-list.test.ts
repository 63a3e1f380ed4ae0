import { describe, expect, it } from 'vitest';
import { filterTopics, normaliseTopics } from '../../app/lib/topic-list';

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
    expect(topics).toEqual([{ title: 'A Topic', key: 'a topic' }]);
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
