import { describe, expect, it } from 'vitest';
import { categoryCounts, inCategory, normaliseTopics, parseCategory } from '../../modules/topics/topic-categories';

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
    expect(topics).toEqual([{ title: 'A Topic', key: 'a topic', plain: 'a topic', category: null }]);
  });

  it('keeps a known category and drops any other value', () => {
    const topics = normaliseTopics([
      { id: 1, title: 'Inflation in Nigeria', category: 'Economics' },
      { id: 2, title: 'Bulk SMS', category: 'Astrology' },
      { id: 3, title: 'Payroll', category: null },
      'Water Pump',
    ]);
    expect(topics.map((t) => [t.title, t.category])).toEqual([
      ['Bulk SMS', null],
      ['Inflation in Nigeria', 'Economics'],
      ['Payroll', null],
      ['Water Pump', null],
    ]);
  });

  it('returns an empty list for anything that is not an array', () => {
    expect(normaliseTopics(undefined)).toEqual([]);
    expect(normaliseTopics({ topics: [] })).toEqual([]);
  });
});

describe('categories', () => {
  const all = normaliseTopics([
    { title: 'Inflation in Nigeria', category: 'Economics' },
    { title: 'Stock Management', category: 'Management' },
    { title: 'Tax Revenue', category: 'Economics' },
    { title: 'A Topic Added by Staff', category: null },
  ]);

  it('keeps the topics of the chosen category in their order, or all of them when none is chosen', () => {
    expect(inCategory(all, 'Economics').map((t) => t.title)).toEqual(['Inflation in Nigeria', 'Tax Revenue']);
    expect(inCategory(all, 'Computer Science')).toEqual([]);
    expect(inCategory(all, null)).toBe(all);
  });

  it('counts the topics of each of the six categories', () => {
    expect(categoryCounts(all)).toEqual({
      'Computer Science': 0,
      'Computer Engineering': 0,
      'Electrical & Electronics': 0,
      Management: 1,
      'Business Administration': 0,
      Economics: 2,
    });
  });

  it('reads a category from the address only when it is one of the six, exactly', () => {
    expect(parseCategory('Electrical & Electronics')).toBe('Electrical & Electronics');
    expect(parseCategory('economics')).toBeNull();
    expect(parseCategory('')).toBeNull();
    expect(parseCategory(null)).toBeNull();
  });
});
