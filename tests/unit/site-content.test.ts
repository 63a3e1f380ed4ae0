import { describe, expect, it } from 'vitest';
import { site } from '../../content/site';
import { CompanySchema, firstIssueMessage, issuePlace } from '../../common/site-content';
import { formatHours, headOffice, socialProfiles } from '../../app/lib/company';
import { companyWhatsappHref } from '../../common/phone';

const line = (rows: { days: string; hours: string }[]) => rows.map((r) => `${r.days} ${r.hours}`);
import { diff, fieldLabel } from '../../modules/site-content/admin/diff';

describe('company details on the pages', () => {
  it('render a fresh install exactly as content/site.ts did before it became data', () => {
    // The hours as the JSON-LD, the footer and the contact page have always shown them.
    const hours = headOffice(site)?.hours;
    expect(line(formatHours(hours, 'schema'))).toEqual(['Mo-Fr 08:00-18:00', 'Sa 09:00-14:00']);
    expect(line(formatHours(hours, 'short'))).toEqual(['Mon–Fri 8:00–18:00', 'Sat 9:00–14:00']);
    expect(formatHours(hours, 'long')).toEqual([
      { days: 'Monday to Friday', hours: '8 am – 6 pm' },
      { days: 'Saturday', hours: '9 am – 2 pm' },
      { days: 'Sunday', hours: 'Closed' },
    ]);
    expect(companyWhatsappHref(site)).toBe('https://wa.me/2348095550142');
    expect(socialProfiles(site).map((p) => p.url)).toEqual([
      'https://www.facebook.com/example',
      'https://x.com/example',
      'https://www.linkedin.com/company/example',
      'https://www.instagram.com/example',
      'https://wa.me/2348095550142',
    ]);
  });

  it('leave out social networks with no address, and find the head office by its type', () => {
    const c = structuredClone(site);
    c.social.x = '';
    c.offices.reverse();
    expect(socialProfiles(c).map((p) => p.key)).toEqual(['facebook', 'linkedin', 'instagram', 'whatsapp']);
    expect(headOffice(c)?.city).toBe('Enugu');
    const sunday = [{ from: 'Su', to: 'Su', opens: '10:00', closes: '12:30' }] as const;
    expect(line(formatHours(sunday, 'schema'))).toEqual(['Su 10:00-12:30']);
    // A Sunday that is open is not also shown as closed.
    expect(formatHours(sunday, 'long')).toEqual([{ days: 'Sunday', hours: '10 am – 12:30 pm' }]);
  });
});

describe('the company schema', () => {
  it('trims text and accepts the seed', () => {
    const r = CompanySchema.parse({ ...site, tagline: '  Enugu  ' });
    expect(r.tagline).toBe('Enugu');
  });

  it('names where a problem is, in words', () => {
    expect(issuePlace(['offices', 1, 'hours', 0, 'opens'])).toBe('Office 2, opening hours row 1');
    const r = CompanySchema.safeParse({ ...site, offices: [{ ...site.offices[0], hours: [{ from: 'Mo', to: 'Fr', opens: '18:00', closes: '08:00' }] }] });
    expect(r.success).toBe(false);
    expect(firstIssueMessage(r.error!)).toBe('Office 1, opening hours row 1: Closing time must be after opening time.');
  });
});

describe('Compare with previous', () => {
  it('lists only the fields that differ, labelled for an office worker', () => {
    const after = structuredClone(site);
    after.phones[0].tel = '+2348034445566';
    after.social.x = '';
    after.offices.pop();
    const changes = diff(site, after);
    expect(changes.map((c) => c.label)).toEqual([
      'Phone 1 › Phone number',
      'Social links › X (Twitter)',
      'Office 2 › Label',
      'Office 2 › Type',
      'Office 2 › Street address',
      'Office 2 › Postal code',
      'Office 2 › City',
      'Office 2 › State',
      'Office 2 › Country',
      'Office 2 › Opening hours row 1 › First day',
      'Office 2 › Opening hours row 1 › Last day',
      'Office 2 › Opening hours row 1 › Opens',
      'Office 2 › Opening hours row 1 › Closes',
      'Office 2 › Opening hours row 2 › First day',
      'Office 2 › Opening hours row 2 › Last day',
      'Office 2 › Opening hours row 2 › Opens',
      'Office 2 › Opening hours row 2 › Closes',
    ]);
    expect(changes[0]).toMatchObject({ before: '+234 809 555 0142', after: '+234 803 444 5566' });
    expect(changes[2]).toMatchObject({ before: 'Branch Office, Port Harcourt', after: '' });
    expect(diff(site, structuredClone(site))).toEqual([]);
    expect(fieldLabel('claims.clients')).toBe('Figures › Clients');
  });
});
