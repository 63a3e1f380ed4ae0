import { describe, expect, it } from 'vitest';
import { displayNigerianPhone, normaliseNigerianPhone, replyChannelFor, whatsappDigits } from '../../modules/leads/leads.words';
import { normalisePhone, phoneDisplay, whatsappTel } from '../../common/phone';
import { ContactSchema } from '../../common/schemas';

/** Nigerian phone numbers as people type them into the contact and topic request forms (modules/leads/leads.words.ts). */
describe('normaliseNigerianPhone', () => {
  it('reads a mobile number in every common writing as +234…', () => {
    for (const typed of [
      '0803 555 0199',
      '08035550199',
      '0803-555-0199',
      '0803.555.0199',
      '(0803) 555 0199',
      '+234 803 555 0199',
      '+2348035550199',
      '2348035550199',
      '234-803-555-0199',
      '+234 (0) 803 555 0199',
      '+234 0803 555 0199',
      '  0803\u00a0555\u00a00199  ',
    ]) {
      expect(normaliseNigerianPhone(typed), typed).toBe('+2348035550199');
    }
    expect(normaliseNigerianPhone('0703 555 0101')).toBe('+2347035550101');
    expect(normaliseNigerianPhone('0911 555 0123')).toBe('+2349115550123');
    expect(normaliseNigerianPhone('0810 555 0123')).toBe('+2348105550123');
  });

  it('takes fixed lines with their area code: Enugu (042) and Lagos (01)', () => {
    expect(normaliseNigerianPhone('042 255 010')).toBe('+23442255010');
    expect(normaliseNigerianPhone('(042) 255 010')).toBe('+23442255010');
    expect(normaliseNigerianPhone('+234 42 255 010')).toBe('+23442255010');
    expect(normaliseNigerianPhone('01 271 0000')).toBe('+23412710000');
  });

  it('refuses what is not a Nigerian number', () => {
    for (const typed of [
      '',
      'hello',
      '0803 555 019', // a digit short
      '0803 555 01999', // a digit too many
      '8035550199', // no 0 and no country code: could be anything
      '+44 20 7946 0958', // another country
      '+1 (202) 555-0143',
      '0603 555 0199', // no network starts with 06
      '0803 555 0199 ext 2',
      '0803-555-O199', // a letter O for a zero
      '000 000 0000',
    ]) {
      expect(normaliseNigerianPhone(typed), typed).toBeNull();
    }
  });

  it('writes a stored number back as Nigerians write it, and as wa.me wants it', () => {
    expect(displayNigerianPhone('+2348035550199')).toBe('0803 555 0199');
    expect(displayNigerianPhone('+23442255010')).toBe('042 255 010');
    expect(whatsappDigits('+2348035550199')).toBe('2348035550199');
  });
});

describe('the contact schema', () => {
  const base = { name: 'Chinedu', email: 'c@example.com', message: 'A quote, please.', captchaToken: 'x' };

  it('stores the phone as +234… and, with no choice made, answers on WhatsApp when a number is given, else by e-mail', () => {
    const ok = ContactSchema.parse({ ...base, phone: '0803 555 0199' });
    expect(ok.phone).toBe('+2348035550199');
    expect(ok.replyVia).toBeUndefined();
    expect(replyChannelFor(ok.replyVia, ok.phone)).toBe('whatsapp');
    const none = ContactSchema.parse({ ...base, phone: '', replyVia: '' });
    expect(none.phone).toBeNull();
    expect(none.replyVia).toBeUndefined();
    expect(replyChannelFor(none.replyVia, none.phone)).toBe('email');
    // A choice made is kept, whatever the number.
    expect(replyChannelFor(ContactSchema.parse({ ...base, phone: '0803 555 0199', replyVia: 'email' }).replyVia, '+2348035550199')).toBe('email');
    expect(ContactSchema.parse({ ...base, phone: '0803 555 0199', replyVia: 'phone' }).replyVia).toBe('phone');
  });

  it('says what is wrong with a bad number, and asks for one when the answer is to come by phone or WhatsApp', () => {
    const bad = ContactSchema.safeParse({ ...base, phone: '12345' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ['phone'], message: expect.stringContaining('Nigerian phone number') });
    for (const replyVia of ['phone', 'whatsapp']) {
      const none = ContactSchema.safeParse({ ...base, replyVia, phone: '' });
      expect(none.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['phone', 'Please give a phone or WhatsApp number so that we can answer you that way.'],
      ]);
    }
    expect(ContactSchema.parse({ ...base, replyVia: 'whatsapp', phone: '+234 803 555 0199' }).replyVia).toBe('whatsapp');
  });
});

/** Any number the company types into its details (common/phone.ts): Nigerian in any writing, or abroad. */
describe('normalisePhone and phoneDisplay', () => {
  it('read every common writing of one number as the same dial form, and show it tidily', () => {
    for (const typed of ['0803 555 0199', '+234 803 555 0199', '234-803-555-0199', '2348035550199', '+234 (0) 803 555 0199', '0803.555.0199']) {
      expect(normalisePhone(typed), typed).toBe('+2348035550199');
    }
    expect(phoneDisplay('+2348035550199')).toBe('+234 803 555 0199');
    expect(normalisePhone('042 123 4567')).toBe('+234421234567');
    expect(phoneDisplay('+234421234567')).toBe('+234 42 123 4567');
    expect(normalisePhone('01 271 0000')).toBe('+23412710000');
    expect(phoneDisplay('+23412710000')).toBe('+234 1 271 0000');
    expect(phoneDisplay('+23442255010')).toBe('+234 42 255 010');
  });

  it('take a number abroad written with + or 00 and its country code', () => {
    expect(normalisePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalisePhone('0044 20 7946 0958')).toBe('+442079460958');
    expect(normalisePhone('+1 (212) 555-0123')).toBe('+12125550123');
    expect(phoneDisplay('+442079460958')).toBe('+442079460958');
  });

  it('refuse what cannot be dialled', () => {
    for (const typed of ['', 'call me', '0803 555 019', '+234 803', '803 555 0199', '+1 234', '+0 123 456 789', '+44 20 7946 0958 1234 5', '0803 555 0199 ext 2']) {
      expect(normalisePhone(typed), typed).toBeNull();
    }
  });

  it('the WhatsApp chat opens the first phone unless set apart', () => {
    const phones = [{ tel: '+2348035550199' }, { tel: '+2348135550187' }];
    expect(whatsappTel({ phones, whatsapp: { own: false, tel: '' } })).toBe('+2348035550199');
    expect(whatsappTel({ phones, whatsapp: { own: true, tel: '+2347034445555' } })).toBe('+2347034445555');
  });
});
