import { describe, expect, it } from 'vitest';
import { composeLeadReply } from '../../modules/leads/reply.words';

/** A reply's greeting and signature (modules/leads/reply.words.ts): added once, never twice. */
const frame = { name: 'Chinedu Okafor', staffName: 'Chiamaka Eze', siteName: 'Coal City ICT Solutions Ltd', phone: '0803 555 0199', inbox: 'office@example.com' };
const CONTACT = ['Phone: 0803 555 0199', 'E-mail: office@example.com'];

describe('a reply to a lead', () => {
  it('opens with "Dear <name>," and ends with a sign-off, the staff name, the company and its contacts when staff typed neither', () => {
    const r = composeLeadReply(frame, 'We can start on Monday.');
    expect(r.greeting).toBe('Dear Chinedu Okafor,');
    expect(r.signature).toEqual(['Kind regards,', 'Chiamaka Eze', 'Coal City ICT Solutions Ltd', ...CONTACT]);
    expect(r.text).toBe(['Dear Chinedu Okafor,', '', 'We can start on Monday.', '', 'Kind regards,', 'Chiamaka Eze', 'Coal City ICT Solutions Ltd', ...CONTACT, ''].join('\n'));
  });

  it('adds no greeting when staff open with their own', () => {
    for (const start of ['Dear Chinedu,', 'Hello Chinedu', 'Good morning sir,', 'hi Chinedu']) {
      expect(composeLeadReply(frame, `${start}\n\nWe can start on Monday.`).greeting, start).toBeNull();
    }
    expect(composeLeadReply(frame, 'Higher speeds are possible.').greeting).toBe('Dear Chinedu Okafor,');
  });

  it('adds no second sign-off: after a bare "Regards," the name follows; after "Regards" and a name, only the contacts', () => {
    const bare = composeLeadReply(frame, 'We can start on Monday.\n\nBest regards,');
    expect(bare.signature).toEqual(['Chiamaka Eze', 'Coal City ICT Solutions Ltd', ...CONTACT]);
    expect(bare.text).toContain('Best regards,\nChiamaka Eze\n');
    const named = composeLeadReply(frame, 'Dear Chinedu,\n\nWe can start on Monday.\n\nRegards,\nChiamaka Eze\nCoal City ICT');
    expect(named.greeting).toBeNull();
    expect(named.signature).toEqual(CONTACT);
    expect(named.text.match(/Chiamaka Eze/g)).toHaveLength(1);
    expect(named.text.match(/regards/gi)).toHaveLength(1);
    for (const end of ['Yours faithfully,', 'Thanks!', 'Kind regards', 'Thank you.']) {
      expect(composeLeadReply(frame, `Noted.\n${end}\nAda`).signature, end).toEqual(CONTACT);
    }
  });

  it('reads a sign-off only near the end, and greets an older multi-line name on one line', () => {
    expect(composeLeadReply(frame, 'Thanks\nfor\nyour\nmessage,\nwe\nwill\ncall.').signature[0]).toBe('Kind regards,');
    expect(composeLeadReply({ ...frame, name: 'Ngozi\n  Umeh' }, 'Noted.').greeting).toBe('Dear Ngozi Umeh,');
  });
});
