import { describe, expect, it } from 'vitest';
import { csvField } from '../../app/features/admin/csv-file';
import { leadsCsv } from '../../modules/leads/inbox/csv';
import type { Lead } from '../../modules/leads/leads.schemas';

/**
 * The admin area's CSV files (leads and Insights) open safely in a spreadsheet: OWASP's advice on
 * CSV injection, with the values a forged form or campaign link can carry.
 */
describe('a CSV field', () => {
  it('opens a formula with an apostrophe: =, +, -, @, tab and CR first', () => {
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('+2')).toBe("'+2");
    expect(csvField('-2 3')).toBe("'-2 3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\t=1')).toBe(`"'\t=1"`);
    expect(csvField('\r=1')).toBe(`"'\r=1"`);
  });

  it('looks past leading blanks an importer may trim, and quotes the field so the blanks stay', () => {
    expect(csvField(' =1+1')).toBe(`"' =1+1"`);
    expect(csvField('\u00a0=cmd|calc')).toBe(`"'\u00a0=cmd|calc"`);
    expect(csvField('\u200b@x')).toBe(`"'\u200b@x"`);
  });

  it('quotes a field holding a semicolon, so a spreadsheet that splits on ";" cannot cut a formula out of it', () => {
    expect(csvField('x;=1+1')).toBe('"x;=1+1"');
  });

  it('quotes quotes, commas, line breaks and blanks at either end; leaves plain text and plain numbers alone', () => {
    expect(csvField('plain words')).toBe('plain words');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('ends ')).toBe('"ends "');
    expect(csvField('-12')).toBe('-12');
    expect(csvField('850000')).toBe('850000');
  });
});

describe('the leads file', () => {
  it('neutralises every column a sender chose', () => {
    const lead = {
      id: 1, kind: 'contact', name: ' =1+1', email: 'eve@example.com', phone: null, reply_via: 'email', subject: '\u00a0=cmd|calc',
      message: '', topic: null, level: null, department: null, deadline: null, created_at: '2026-12-01T09:00:00.000Z', read_at: null,
      status: 'new', owner_id: null, owner_name: null, follow_up_on: null, value_naira: null, source: '=2+5', medium: '-2 3',
      campaign: 'x;=1+1', landing_page: '/contact', answered_at: null, version: 1, updated_at: '2026-12-01T09:00:00.000Z',
      mailed_at: null, mail_error: null, spam_check: 'form', user_id: null,
    } as Lead;
    const row = leadsCsv([lead]).split('\r\n')[1];
    expect(row).toContain(`,"' =1+1",`);
    expect(row).toContain(`,"'\u00a0=cmd|calc",`);
    expect(row).toContain(`,'=2+5,'-2 3,"x;=1+1",`);
  });
});
