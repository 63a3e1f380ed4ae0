import { describe, expect, it } from 'vitest';
import { classifySource, sourceGroup } from '../../modules/insights/sources.service';
import { bucketOf, p75, rating, valueOf } from '../../modules/insights/speed.service';
import { readUserAgent, visitorHash } from '../../modules/insights/visitors.service';
import { addDays, lagosDayStart, lagosTime } from '../../common/lagos-days';

const CHROME_PHONE = 'Mozilla/5.0 (Linux; Android 13; SM-A146P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const src = (referrer?: string, extra: Partial<Parameters<typeof classifySource>[0]> = {}) =>
  classifySource({ referrer, userAgent: CHROME_PHONE, siteHost: 'www.example.ng', ...extra }).name;

describe('where a visit came from', () => {
  it('names search engines, social networks, messaging apps and e-mail by host or Android app', () => {
    expect(src('https://www.google.com.ng/')).toBe('Google');
    expect(src('android-app://com.google.android.googlequicksearchbox/')).toBe('Google');
    expect(src('android-app://com.whatsapp/')).toBe('WhatsApp');
    expect(src('https://l.facebook.com/l.php?u=x')).toBe('Facebook');
    expect(src('https://t.co/abc')).toBe('X (Twitter)');
    expect(src('https://www.nairaland.com/7000000/ict-companies-enugu')).toBe('Nairaland');
    expect(src('https://mail.google.com/mail/u/0/')).toBe('E-mail');
    expect(src('android-app://com.google.android.gm/')).toBe('E-mail');
    expect(src('https://www.bing.com/search?q=pos+enugu')).toBe('Bing');
  });

  it('counts no referrer, an unknown app and the site itself as direct; another site by its host', () => {
    expect(src(undefined)).toBe('Direct');
    expect(src('android-app://com.unknown.app/')).toBe('Direct');
    expect(src('https://www.example.ng/contact')).toBe('Direct');
    expect(src('https://www.unn.edu.ng/links')).toBe('unn.edu.ng');
    expect(src('not a url')).toBe('Direct');
  });

  it('believes utm_source first, then the in-app browser', () => {
    expect(classifySource({ referrer: 'https://www.google.com/', utm: { source: 'WhatsApp', campaign: 'pos-promo', medium: 'status' }, userAgent: CHROME_PHONE, siteHost: 'x' })).toEqual({ name: 'WhatsApp', medium: 'status', campaign: 'pos-promo' });
    expect(src(undefined, { utm: { source: 'radio-flash-fm' } })).toBe('radio-flash-fm');
    expect(src(undefined, { userAgent: `${CHROME_PHONE} [FBAN/FB4A;FBAV/450.0.0.0;]` })).toBe('Facebook');
  });

  it('groups the names for the screen', () => {
    expect(sourceGroup('Google')).toBe('Search');
    expect(sourceGroup('WhatsApp')).toBe('Messaging');
    expect(sourceGroup('Direct')).toBe('Direct');
    expect(sourceGroup('unn.edu.ng')).toBe('Other sites');
    expect(sourceGroup('radio-flash-fm')).toBe('Campaign');
  });
});

describe('speed buckets', () => {
  it('puts Google thresholds on a bucket edge, so the rating is exact', () => {
    expect(valueOf('LCP', bucketOf('LCP', 2500))).toBe(2500);
    expect(rating('LCP', valueOf('LCP', bucketOf('LCP', 2500)))).toBe('good');
    expect(rating('LCP', valueOf('LCP', bucketOf('LCP', 2501)))).toBe('needs-improvement');
    expect(rating('CLS', valueOf('CLS', bucketOf('CLS', 0.1)))).toBe('good');
    expect(rating('CLS', valueOf('CLS', bucketOf('CLS', 0.26)))).toBe('poor');
    expect(rating('INP', valueOf('INP', bucketOf('INP', 200)))).toBe('good');
    expect(bucketOf('LCP', 999_999)).toBe(bucketOf('LCP', 30_000));
  });

  it('finds the 75th percentile of the counts', () => {
    const counts = new Map<number, number>([[bucketOf('LCP', 1000), 5], [bucketOf('LCP', 3000), 3], [bucketOf('LCP', 6000), 2]]);
    // 10 samples: the 8th is in the 3 s bucket.
    expect(p75('LCP', counts)).toEqual({ p75: 3000, samples: 10 });
    expect(p75('LCP', new Map())).toEqual({ p75: 0, samples: 0 });
  });
});

describe('visitors', () => {
  it('reads the device class and a browser name people know', () => {
    expect(readUserAgent(CHROME_PHONE)).toEqual({ device: 'Phone', browser: 'Chrome' });
    expect(readUserAgent('Opera/9.80 (Android; Opera Mini/7.6.40077/191.283; U; en) Presto/2.12.423 Version/12.16')).toEqual({ device: 'Phone', browser: 'Opera Mini' });
    expect(readUserAgent('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1').device).toBe('Tablet');
    expect(readUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36')).toEqual({ device: 'Computer', browser: 'Chrome' });
  });

  it('hashes one address and user agent the same within a salt, differently across salts', () => {
    expect(visitorHash('s1', '10.0.0.1', 'ua')).toBe(visitorHash('s1', '10.0.0.1', 'ua'));
    expect(visitorHash('s1', '10.0.0.1', 'ua')).not.toBe(visitorHash('s2', '10.0.0.1', 'ua'));
    expect(visitorHash('s1', '10.0.0.1', 'ua')).toMatch(/^[0-9a-f]{16}$/);
  });

  it('counts days in Lagos time (UTC+1)', () => {
    expect(lagosTime(new Date('2026-11-20T22:59:00Z'))).toEqual({ day: '2026-11-20', hour: 23 });
    expect(lagosTime(new Date('2026-11-20T23:00:00Z'))).toEqual({ day: '2026-11-21', hour: 0 });
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it("begins a Lagos day at 23:00 UTC the day before: the report's bounds for the enquiries it reads", () => {
    expect(lagosDayStart('2026-03-01')).toBe('2026-02-28T23:00:00.000Z');
    expect(lagosDayStart('2027-01-01')).toBe('2026-12-31T23:00:00.000Z');
    for (const day of ['2026-02-28', '2028-02-29', '2026-12-31']) {
      expect(lagosTime(new Date(lagosDayStart(day)))).toEqual({ day, hour: 0 });
      expect(lagosTime(new Date(Date.parse(lagosDayStart(day)) - 1)).day).toBe(addDays(day, -1));
    }
  });
});
