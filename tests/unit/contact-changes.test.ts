import { describe, expect, it } from 'vitest';
import { contactChanges } from '../../modules/staff/contact-changes.service';
import { contactChangeMail } from '../../modules/staff/contact-change-mail.server';
import { site as SITE } from '../../content/site';

/** What counts as a change of the public contact details, and the mail that tells the administrators. */

const company = (change: Record<string, unknown> = {}) => JSON.stringify({ ...SITE, ...change });

describe('contactChanges', () => {
  it('names a changed e-mail, phone list or WhatsApp number, with old and new values', () => {
    const phones = [{ label: 'Enugu office', tel: '+2348035550199' }];
    expect(contactChanges(company({ phones }), company({ phones, email: 'other@example.net' }))).toEqual([
      { field: 'E-mail', before: SITE.email, after: 'other@example.net' },
    ]);
    expect(contactChanges(company({ phones }), company({ phones: [{ label: 'Enugu office', tel: '0809 555 0111' }] }))).toEqual([
      { field: 'Phone numbers', before: '+2348035550199', after: '+2348095550111' },
      // WhatsApp follows the first phone unless it has its own number.
      { field: 'WhatsApp', before: '+2348035550199', after: '+2348095550111' },
    ]);
  });

  it('ignores other fields, a changed phone label and the case of the e-mail', () => {
    expect(contactChanges(company(), company({ tagline: 'Solar, CCTV and networks for Enugu', email: SITE.email.toUpperCase() }))).toEqual([]);
  });
});

describe('contactChangeMail', () => {
  it('escapes what staff typed and keeps the subject on one line', () => {
    const m = contactChangeMail({
      siteName: 'Coal City ICT',
      by: 'Staff <b>One</b> (staff1@example.com)',
      how: 'Published',
      changes: [{ field: 'E-mail', before: 'info@example.com', after: '<script>x</script>@evil.example' }],
      logUrl: 'http://localhost:3000/admin?section=security',
    });
    expect(m.subject).not.toMatch(/[\r\n]/);
    expect(m.html).not.toContain('<script>');
    expect(m.html).toContain('&lt;script&gt;');
    expect(m.text).toContain('E-mail: info@example.com → <script>x</script>@evil.example');
  });
});
