import { describe, expect, it } from 'vitest';
import type { InsightsReport } from '../../modules/insights/insights.schemas';
import { THRESHOLDS, METRICS } from '../../modules/insights/insights.words';
import { addDays, daysIn, describeRange, isDay, lagosToday, presetRange, rangeProblem } from '../../modules/insights/report/range';
import { METRIC_WORDS, changeOf, formatMetric } from '../../modules/insights/report/words';
import { csvField, reportCsv } from '../../modules/insights/report/csv';
import { sourceTables, pageTables } from '../../modules/insights/report/tables';
import { niceStep } from '../../modules/insights/report/trend-chart';

describe('the Insights screen: periods in Lagos days', () => {
  it('takes today from the clock plus one hour, whatever the device zone', () => {
    expect(lagosToday(new Date('2026-03-04T22:59:00Z'))).toBe('2026-03-04');
    expect(lagosToday(new Date('2026-03-04T23:00:00Z'))).toBe('2026-03-05');
  });

  it('ends the ready-made periods today, both ends counted', () => {
    expect(presetRange('today', '2026-03-04')).toEqual({ from: '2026-03-04', to: '2026-03-04' });
    expect(daysIn(presetRange('7d', '2026-03-04'))).toBe(7);
    expect(presetRange('30d', '2026-03-04')).toEqual({ from: '2026-02-03', to: '2026-03-04' });
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('refuses a chosen period the server would refuse, in plain words', () => {
    expect(isDay('2026-02-31')).toBe(false);
    expect(rangeProblem('', '2026-03-01')).toMatch(/both/);
    expect(rangeProblem('2026-03-02', '2026-03-01')).toMatch(/not be after/);
    expect(rangeProblem('2025-03-01', '2026-03-01')).toBeNull(); // 366 days
    expect(rangeProblem('2025-02-28', '2026-03-01')).toMatch(/at most 366/);
    expect(describeRange({ from: '2026-03-04', to: '2026-04-02' })).toBe('4 Mar – 2 Apr 2026');
    expect(describeRange({ from: '2025-12-30', to: '2026-01-02' })).toBe('30 Dec 2025 – 2 Jan 2026');
  });
});

describe('the Insights screen: words and figures', () => {
  it("keeps Google's thresholds equal to the contract's", () => {
    for (const m of METRICS) expect({ good: METRIC_WORDS[m].good, poor: METRIC_WORDS[m].poor }).toEqual(THRESHOLDS[m]);
  });

  it('writes speed figures as people read them', () => {
    expect(formatMetric('LCP', 2480)).toBe('2.5 s');
    expect(formatMetric('INP', 183.4)).toBe('183 ms');
    expect(formatMetric('CLS', 0.061)).toBe('0.06');
  });

  it('says how a figure moved against the week before', () => {
    expect(changeOf(110, 100)).toEqual({ direction: 'up', words: 'up 10%' });
    expect(changeOf(90, 100)).toEqual({ direction: 'down', words: 'down 10%' });
    expect(changeOf(5, 0)).toEqual({ direction: 'up', words: 'up from 0' });
    expect(changeOf(0, 0)).toEqual({ direction: 'same', words: 'no change' });
    expect(changeOf(1001, 1000).words).toBe('up <1%');
  });

  it('draws round steps on the chart axis', () => {
    expect(niceStep(3)).toBe(1);
    expect(niceStep(37)).toBe(10);
    expect(niceStep(412)).toBe(200);
    expect(niceStep(9_000)).toBe(5_000);
  });
});

describe('the Insights screen: CSV', () => {
  const report = {
    from: '2026-03-01',
    to: '2026-03-07',
    pages: [{ name: '/', views: 10, people: 4 }],
    entryPages: [{ name: '/contact', visits: 3 }],
    sources: [{ name: 'WhatsApp', group: 'Messaging', visits: 3, leads: 1, enquiries: 2, won: 1, wonNaira: 1_250_000 }],
    campaigns: [{ source: 'Facebook', medium: 'paid', campaign: '=HYPERLINK("http://x")', visits: 2, leads: 0, enquiries: 1, won: 0, wonNaira: 0 }],
  } as unknown as InsightsReport;

  it('quotes what must be quoted and never lets a spreadsheet run a campaign name as a formula', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('-12')).toBe('-12');
    expect(csvField('@cmd')).toBe("'@cmd");
  });

  it('writes one section per table, title, header and rows, with the columns shown under a name kept as columns, and naira won as plain numbers', () => {
    const csv = reportCsv(report, [...pageTables(report), ...sourceTables(report)]).split('\r\n');
    expect(csv[0]).toBe('Insights 1 Mar – 7 Mar 2026');
    const at = csv.indexOf('Most viewed pages');
    expect(csv.slice(at, at + 3)).toEqual(['Most viewed pages', 'Page,Views,People', '/ (home page),10,4']);
    const src = csv.indexOf('Sources');
    expect(csv.slice(src, src + 3)).toEqual(['Sources', 'Source,Kind,Visits,Leads,Enquiries,Won,₦ won', 'WhatsApp,Messaging app,3,1,2,1,1250000']);
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")",Facebook,paid,2,0,1,0,0`);
  });
});
