import { describe, expect, it } from 'vitest';
import { builtInTopics } from '../../content/topics';
import { normaliseTopics } from '../../modules/topics/topic-categories';
import { matchRanges, nearWord, plainOf, rankTopics, searchWords, withinOneEdit } from '../../modules/topics/topic-search';

/** Topics in the order given (not sorted), so the tests can show which order a rank keeps. */
const entries = (titles: string[]) => titles.map((title) => ({ title, key: title.toLowerCase(), plain: plainOf(title.toLowerCase()) }));
const ranked = (titles: string[], query: string) => rankTopics(entries(titles), query).map((t) => t.title);

const HOSPITAL = 'Design and Implementation of a Computerised Hospital Records System (A Case Study of a General Hospital in Enugu)';
const STRESS = 'Stress Management and Employee Performance in Hospitals in Enugu State';
const WELFARE = 'The Impact of Staff Welfare on Productivity in Public Hospitals';
const SORTING = 'Comparative Analysis of Sorting Algorithms on Large Data Sets';

describe('rankTopics: the three ranks', () => {
  it('puts the titles holding the search as one piece first, then those with every word, then those with most words', () => {
    const titles = [
      'Hospital Payroll', // two words of three: rank 3
      'Hospital Records', // one word of three: left out
      'System of Payroll Records for a Hospital', // every word, not as one piece: rank 2
      'A Hospital Payroll System', // the piece itself: rank 1
    ];
    expect(ranked(titles, 'hospital payroll system')).toEqual([
      'A Hospital Payroll System',
      'System of Payroll Records for a Hospital',
      'Hospital Payroll',
    ]);
  });

  it('keeps the substring rule of the spec: a piece inside a word still matches, and comes first', () => {
    expect(ranked([SORTING, 'Hospital Management System', 'HMS Payroll'], 'hms')).toEqual([SORTING, 'HMS Payroll']);
    expect(ranked(['Inventory Control', 'Control of Inventory'], 'ntrol')).toEqual(['Inventory Control', 'Control of Inventory']);
  });

  it('keeps the order it was given within a rank (ties)', () => {
    const titles = ['Zonal Hospital Records', 'Hospital Records of Abakaliki', 'Awka Hospital Records'];
    expect(ranked(titles, 'hospital records')).toEqual(titles);
    expect(ranked([...titles].reverse(), 'HOSPITAL RECORDS')).toEqual([...titles].reverse());
    const words = ['Records of a Hospital in Nsukka', 'Records of a Hospital in Awka'];
    expect(ranked(words, 'hospital records')).toEqual(words);
    const typos = ['Staff Management in Awka', 'Stock Management in Enugu'];
    expect(ranked(typos, 'managment')).toEqual(typos);
    expect(ranked([...typos].reverse(), 'managment')).toEqual([...typos].reverse());
  });

  it('keeps every topic, in its order, for an empty or blank search', () => {
    const all = entries(['Zeta', 'Alpha', 'Mid']);
    expect(rankTopics(all, '')).toBe(all);
    expect(rankTopics(all, '   \t ')).toBe(all);
  });

  it('ignores case in every rank', () => {
    expect(ranked(['Hospital Records System'], 'HoSpItAl ReCoRdS')).toEqual(['Hospital Records System']);
    expect(ranked(['Hospital Records System'], 'SYSTEM HOSPITAL')).toEqual(['Hospital Records System']);
    expect(ranked(['Hospital Records System'], 'HOSPITL')).toEqual(['Hospital Records System']);
  });

  it('reads punctuation as a space between words, and looks for a search of punctuation only as it is', () => {
    const titles = ['E-Commerce Site for a Boutique (Onitsha)', 'C++ Tutor for Beginners', 'Hospital Records System'];
    expect(ranked(titles, 'e commerce')).toEqual(['E-Commerce Site for a Boutique (Onitsha)']);
    expect(ranked(titles, 'e-commerce')).toEqual(['E-Commerce Site for a Boutique (Onitsha)']);
    expect(ranked(titles, '(onitsha), boutique!')).toEqual(['E-Commerce Site for a Boutique (Onitsha)']);
    expect(ranked(titles, 'records-hospital')).toEqual(['Hospital Records System']);
    expect(ranked(titles, '++')).toEqual(['C++ Tutor for Beginners']);
    expect(ranked(titles, '?!')).toEqual([]);
    expect(searchWords('  Hospital-records, SYSTEM ')).toEqual(['hospital', 'records', 'system']);
  });

  it('tidies the spaces of the search before looking for it as one piece', () => {
    expect(ranked(['Bulk SMS Gateway', 'Gateway for Bulk SMS'], '  bulk    sms ')).toEqual(['Bulk SMS Gateway', 'Gateway for Bulk SMS']);
  });
});

describe('rankTopics: most of the words, and typos', () => {
  it('needs more than half of the telling words: one of two is not enough', () => {
    expect(ranked(['Hospital Records'], 'hospital payroll')).toEqual([]);
    expect(ranked(['Hospital Records'], 'hospital payroll records')).toEqual(['Hospital Records']);
    expect(ranked(['Hospital Records'], 'zzqx')).toEqual([]);
  });

  it('leaves filler words out of the count, unless the search is nothing else', () => {
    expect(ranked(['Stock Management', 'Management of a Bank'], 'management system for a hospital')).toEqual([]);
    expect(ranked(['Hospital Records System'], 'system for the hospital')).toEqual(['Hospital Records System']);
    expect(ranked(['Of Mice and Men', 'Men at Work'], 'of and')).toEqual(['Of Mice and Men']);
  });

  it('forgives one typo in a word of four letters or more', () => {
    expect(ranked(['Stock Management', 'Stock Control'], 'managment')).toEqual(['Stock Management']);
    expect(ranked(['Stock Management'], 'managemnet')).toEqual(['Stock Management']);
    expect(ranked(['Stock Management'], 'manegement')).toEqual(['Stock Management']);
    expect(ranked(['Stock Management'], 'mannagement')).toEqual(['Stock Management']);
    expect(ranked(['Stock Management'], 'mangment')).toEqual([]);
    expect(ranked(['Bulk SMS'], 'smx')).toEqual([]);
  });

  it('finds a word still being typed with a typo in it', () => {
    expect(ranked(['Public Hospitals in Enugu'], 'hospitl')).toEqual(['Public Hospitals in Enugu']);
    expect(ranked(['Inventory Management'], 'invetory')).toEqual(['Inventory Management']);
  });

  it('ranks more words found first, then rarer words, then fewer typos', () => {
    const titles = ['Library Management System', 'Hospital Records System', 'Hospital Management Software', 'Payroll Management System'];
    // Each holds two of the three words; "hospital" is in two titles, "management" and "system" in three.
    expect(ranked(titles, 'hospital management system')).toEqual([
      'Hospital Records System',
      'Hospital Management Software',
      'Library Management System',
      'Payroll Management System',
    ]);
    // As many words, as rare: the title without a typo comes first.
    expect(ranked([...titles].reverse(), 'hospital managment system')).toEqual([
      'Hospital Records System',
      'Hospital Management Software',
      'Payroll Management System',
      'Library Management System',
    ]);
    expect(ranked(['Stock Managment Sytem', 'Stock Management Sytem', 'Stock Management'], 'stock management sytem')).toEqual([
      'Stock Management Sytem',
      'Stock Managment Sytem',
      'Stock Management',
    ]);
  });
});

describe('rankTopics on the built-in list', () => {
  const all = normaliseTopics(builtInTopics);
  const titles = (q: string) => rankTopics(all, q).map((t) => t.title);

  it('finds the hospital topics for the natural phrases students type, before the others', () => {
    for (const q of ['hospital management system', 'management system for hospital', 'Hospital-Management System!']) {
      expect(titles(q).slice(0, 2), q).toEqual([HOSPITAL, STRESS]);
    }
    expect(titles('hospitl')).toEqual([HOSPITAL, STRESS, WELFARE]);
    expect(titles('managment')).toContain(STRESS);
    expect(titles('managment').every((t) => /manag/i.test(t))).toBe(true);
  });

  it('still finds everything the plain substring search finds, first and in alphabetical order', () => {
    for (const probe of ['HOSPITAL', 'ntrol', 'records system (a case', 'hms', 'of a', 'design and implementation', 'in enugu']) {
      const bySubstring = all.filter((t) => t.key.includes(probe.toLowerCase())).map((t) => t.title);
      expect(bySubstring.length, probe).toBeGreaterThan(0);
      expect(titles(probe).slice(0, bySubstring.length), probe).toEqual(bySubstring);
    }
    expect(titles('hms')).toEqual([SORTING]);
  });
});

describe('withinOneEdit and nearWord', () => {
  it('accepts one letter added, dropped, changed or two neighbours swapped, and nothing more', () => {
    for (const [a, b] of [['management', 'management'], ['managment', 'management'], ['managements', 'management'], ['manbgement', 'management'], ['amnagement', 'management'], ['managemetn', 'management']]) {
      expect(withinOneEdit(a, b), `${a} ~ ${b}`).toBe(true);
      expect(withinOneEdit(b, a), `${b} ~ ${a}`).toBe(true);
    }
    for (const [a, b] of [['mangment', 'management'], ['mnaagemetn', 'management'], ['manage', 'management'], ['abcd', 'dcba']]) {
      expect(withinOneEdit(a, b), `${a} ≁ ${b}`).toBe(false);
    }
  });

  it('compares with the beginning of a word when given its length', () => {
    expect(withinOneEdit('hospitl', 'hospitals', 7)).toBe(true);
    expect(withinOneEdit('hospitl', 'hospitals', 8)).toBe(true);
    expect(withinOneEdit('hospitl', 'hospitals')).toBe(false);
    expect(withinOneEdit('hosiptal', 'hospitals', 8)).toBe(true);
    expect(withinOneEdit('hospxtal', 'hospitals', 7)).toBe(false);
  });

  it('compares a word of four letters or more with a title word or its beginning', () => {
    expect(nearWord('hospitl', 'hospitals')).toBe(true);
    expect(nearWord('invetory', 'inventory')).toBe(true);
    expect(nearWord('datq', 'database')).toBe(true);
    expect(nearWord('sms', 'smx')).toBe(false);
    expect(nearWord('payroll', 'hospital')).toBe(false);
  });
});

describe('matchRanges', () => {
  const [entry] = normaliseTopics(['Hospital Records System']);

  it('marks each word where it is in the title, overlapping matches merged', () => {
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

  it('marks the whole title word a typo stands for', () => {
    expect(matchRanges(entry, 'hospitl sytem')).toEqual([
      [0, 8],
      [17, 23],
    ]);
    const [cplus] = normaliseTopics(['C++ Tutor']);
    expect(matchRanges(cplus, '++')).toEqual([[1, 3]]);
  });
});
