import { describe, expect, it } from 'vitest';
import { bearer, type TestApp } from '../../support/app';
import { noPgServerReason, pgServerUrl } from '../../support/pg-server';
import { twoInstances } from '../../support/two-instances';
import { insertAcceptedQuote, insertLead } from '../../support/selling';
import { lagosToday } from '../../../common/lagos-days';

/**
 * Invoice numbers on two server instances of one database (docs/decisions/0034-selling.md): 26
 * parallel issues split between the instances, two asks for each of 13 quotes, give 13 invoices
 * numbered one after the other, with no gap and none given twice; the other 13 are refused with 409.
 * On SQLite both instances open the same file; on PostgreSQL the same database. The file runs in the
 * SQLite stage of `npm test` only (scripts/test.ts), which has a PostgreSQL server for the second part.
 */

const year = Number(lagosToday().slice(0, 4));

async function race(a: TestApp, b: TestApp) {
  const staff = await a.createUser({ role: 'staff' });
  const lead = await insertLead(a);
  const quotes = await Promise.all(Array.from({ length: 13 }, () => insertAcceptedQuote(a, lead)));
  const answers = await Promise.all(
    Array.from({ length: 26 }, (_, i) =>
      (i % 2 ? b : a).request({ method: 'POST', url: '/api/invoices', headers: bearer(staff.token), payload: { quote_id: quotes[i % 13].id } }),
    ),
  );
  expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(13);
  expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(13);
  const rows = await a.app.ctx.db.selectFrom('invoices').select(['number', 'seq', 'quote_id']).orderBy('seq').execute();
  expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
  expect(rows.map((r) => r.number)).toEqual(Array.from({ length: 13 }, (_, i) => `INV-${year}-${String(i + 1).padStart(4, '0')}`));
  expect(new Set(rows.map((r) => r.quote_id)).size).toBe(13);
  expect(await a.app.ctx.db.selectFrom('invoice_numbers').selectAll().execute()).toEqual([{ year, last: 13 }]);
}

describe('invoice numbers on two instances of one SQLite file', () => {
  const pair = twoInstances();
  it('26 parallel issues of 13 quotes: 13 invoices numbered 1 to 13, 13 refused', async () => {
    await race(...(await pair.onOneSqliteFile()));
  });
});

if (!pgServerUrl) console.warn(`Two-instance invoice test on PostgreSQL skipped: ${noPgServerReason}`);

describe.skipIf(!pgServerUrl)('invoice numbers on two instances of one PostgreSQL database', () => {
  const pair = twoInstances();
  it('26 parallel issues of 13 quotes: 13 invoices numbered 1 to 13, 13 refused', async () => {
    await race(...(await pair.onOnePgDatabase('invoices')));
  });
});
