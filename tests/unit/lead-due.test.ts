import { describe, expect, it } from 'vitest';
import { followUpOverdue, NEVER_DUE } from '../../modules/leads/leads.words';
import { LEAD_STATUSES } from '../../modules/leads/leads.words';

/** When a lead's follow-up is overdue (modules/leads/due.ts): the inbox row's mark, the same rule as its filter's SQL. */
describe('followUpOverdue', () => {
  const today = '2026-12-07';

  it('is true for an open lead whose follow-up day is before today, in Lagos days', () => {
    for (const status of LEAD_STATUSES.filter((s) => !NEVER_DUE.includes(s))) {
      expect(followUpOverdue({ follow_up_on: '2026-12-06', status }, today), status).toBe(true);
      expect(followUpOverdue({ follow_up_on: today, status }, today), status).toBe(false);
      expect(followUpOverdue({ follow_up_on: null, status }, today), status).toBe(false);
    }
  });

  it('is never true for a won, lost or spam lead', () => {
    expect([...NEVER_DUE].sort()).toEqual(['lost', 'spam', 'won']);
    for (const status of NEVER_DUE) expect(followUpOverdue({ follow_up_on: '2026-01-01', status }, today), status).toBe(false);
  });
});
