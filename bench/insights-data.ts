import type { Database } from '../server/db/database';
import * as repo from '../modules/insights/insights.repository';
import type { InsightDailyTable } from '../modules/insights/insights.table';
import { METRICS } from '../modules/insights/insights.words';
import { rollUpDay } from '../modules/insights/rollup.service';
import { bucketOf } from '../modules/insights/speed.service';
import { addDays } from '../common/lagos-days';

/**
 * A generated year of Insights for the bench: single events for the last `rawDays` days at
 * `viewsPerDay` page views a day (as a busy year of this site would leave them), rolled up by the
 * real roll-up; the roll-ups of the older days are copies of those, shifted back, so the database
 * holds a year of daily totals like a site that has run for one. Deterministic (a seeded generator).
 */

const PAGES = ['/', '/companyProfile', '/softwareDev', '/domain', '/POS', '/hospital', '/school', '/hotels', '/banks', '/training', '/project', '/contact', '/products', '/gallery', '/allreviews', '/reviewForm', '/signup', '/login', '/about', '/privacy', '/networking', '/cctv', '/product/pos', '/product/hms', '/product/sms', '/product/hotel', '/product/church', '/product/payroll', '/product/inventory', '/product/pharmacy', '/product/library', '/product/lms', '/product/estate', '/universities', '/churches', '/supermarkets', '/pharmacies', '/schools', '/hospitals', '/estates'];
const SOURCES: [string, number][] = [['Google', 40], ['Direct', 25], ['WhatsApp', 15], ['Facebook', 9], ['Instagram', 3], ['Nairaland', 2], ['E-mail', 2], ['Bing', 1], ['unn.edu.ng', 1], ['X (Twitter)', 1], ['LinkedIn', 1]];
const DEVICES: [string, number][] = [['Phone', 80], ['Computer', 17], ['Tablet', 3]];
const BROWSERS: [string, number][] = [['Chrome', 62], ['Opera Mini', 9], ['Samsung Internet', 6], ['Safari', 8], ['Opera', 5], ['Facebook app', 4], ['Firefox', 2], ['Edge', 2], ['UC Browser', 1], ['Android app', 1]];
const CONNECTIONS: [string | null, number][] = [['4g', 58], ['3g', 24], ['2g', 5], ['slow-2g', 1], [null, 12]];
const LEADS: [string, number][] = [['whatsapp', 35], ['phone', 30], ['contact', 18], ['email', 8], ['signup', 6], ['review', 3]];

/** Mulberry32: a small seeded generator, so every run generates the same year. */
function generator(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(table: [T, number][]): T => {
    const total = table.reduce((n, [, w]) => n + w, 0);
    let r = next() * total;
    for (const [v, w] of table) if ((r -= w) < 0) return v;
    return table[table.length - 1][0];
  };
  // Pages fall off like real traffic (Zipf): the home page most, the fortieth page least.
  const pages: [string, number][] = PAGES.map((p, i) => [p, 1 / (i + 1)]);
  return { next, pick, page: () => pick(pages) };
}

export interface GeneratedYear {
  days: string[];
  rawRows: number;
  dailyRows: number;
  speedRows: number;
}

/** Fills `db` with a year ending `today`; single events for its last `rawDays` days. */
export async function generateYear(db: Database, today: string, opts: { viewsPerDay: number; rawDays: number }): Promise<GeneratedYear> {
  const rnd = generator(20261126);
  let rawRows = 0;
  const rawDays = Array.from({ length: opts.rawDays }, (_, i) => addDays(today, -i)).reverse();
  for (const day of rawDays) {
    rawRows += await generateDay(db, day, opts.viewsPerDay, rnd);
    await rollUpDay(db, day, new Date());
  }

  // The older days: the generated days' totals again, day after day back to a year ago.
  const daily = await db.selectFrom('insight_daily').selectAll().where('day', '>=', rawDays[0]).execute();
  const byDay = new Map<string, InsightDailyTable[]>();
  for (const r of daily) byDay.set(r.day, [...(byDay.get(r.day) ?? []), r]);
  const days = Array.from({ length: 365 }, (_, i) => addDays(today, -i)).reverse();
  let copies: InsightDailyTable[] = [];
  for (const [i, day] of days.slice(0, 365 - opts.rawDays).entries()) {
    for (const r of byDay.get(rawDays[i % rawDays.length]) ?? []) copies.push({ ...r, day });
    if (copies.length >= 400) {
      await db.insertInto('insight_daily').values(copies).execute();
      copies = [];
    }
  }
  if (copies.length) await db.insertInto('insight_daily').values(copies).execute();
  const count = async (t: 'insight_daily' | 'insight_speed') => Number((await db.selectFrom(t).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return { days, rawRows, dailyRows: await count('insight_daily'), speedRows: await count('insight_speed') };
}

/** Writes the single events of one day of `viewsPerDay` page views (not rolled up); the rows written. */
export async function generateDay(db: Database, day: string, viewsPerDay: number, rnd = generator(20261127)): Promise<number> {
  const batch: repo.EventBatch = { views: [], leads: [], vitals: [] };
  let visitor = 0;
  while (batch.views.length < viewsPerDay) {
    // A visit: one person, 1 to 5 pages, from one source, on one device.
    const id = `${day}-${visitor++}`.padEnd(16, '0').slice(0, 16);
    const hour = Math.min(23, Math.floor(7 + rnd.next() * 15));
    const at = `${day}T${String(hour).padStart(2, '0')}:${String(Math.floor(rnd.next() * 60)).padStart(2, '0')}:00.000Z`;
    const device = rnd.pick(DEVICES);
    const browser = rnd.pick(BROWSERS);
    const connection = rnd.pick(CONNECTIONS);
    const source = rnd.pick(SOURCES);
    const campaign = source === 'WhatsApp' && rnd.next() < 0.4 ? 'december-promo' : null;
    const pages = 1 + Math.floor(rnd.next() * 4);
    for (let p = 0; p < pages; p++) {
      const path = rnd.page();
      const notFound = rnd.next() < 0.01;
      batch.views.push({ at, day, hour, path: notFound ? `/old-${path.slice(1)}` : path, visitor: id, entry: p === 0 ? 1 : 0, source: p === 0 ? source : null, medium: campaign ? 'status' : null, campaign: p === 0 ? campaign : null, device, browser, connection, not_found: notFound ? 1 : 0 });
      if (p === 0 && rnd.next() < 0.5) {
        for (const metric of METRICS) {
          const value = { LCP: 800 + rnd.next() ** 2 * 7000, INP: 40 + rnd.next() ** 2 * 600, CLS: rnd.next() ** 3 * 0.4, TTFB: 150 + rnd.next() ** 2 * 2000 }[metric];
          batch.vitals.push({ day, path, metric, bucket: bucketOf(metric, value), device, connection });
        }
      }
    }
    if (rnd.next() < 0.03) batch.leads.push({ at, day, hour, kind: rnd.pick(LEADS), path: rnd.page(), visitor: id });
  }
  await repo.insertEvents(db, batch);
  return batch.views.length + batch.leads.length + batch.vitals.length;
}
