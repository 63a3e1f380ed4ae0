import { describe, expect, it } from 'vitest';
import { ClientFieldsSchema, ClientFormSchema } from '../../modules/clients/client-fields';
import { GalleryFieldsSchema, GalleryPhotoFormSchema } from '../../modules/gallery/photo-fields';
import { BankAccountFormSchema, BankAccountSchema } from '../../modules/invoices/bank-account-fields';
import { EnquiryInboxFormSchema, EnquiryInboxSchema, InviteFormSchema, InviteSchema } from '../../modules/staff/staff-fields';
import { NoteBody, NoteFormSchema, ReplyBody, ReplyFormSchema } from '../../modules/leads/reply-fields';
import { VatFormSchema, VatSchema } from '../../modules/quotes/vat-fields';
import { fieldErrors } from '../../common/form-result';

/** The admin forms' schemas (common/schemas.ts): the API's, and the forms' own rules built on them. */
const errorsOf = (r: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }) => (r.success ? {} : fieldErrors(r.error!));

describe('the client schemas', () => {
  it('need a location for every module but Websites, at the location field, after the name', () => {
    expect(errorsOf(ClientFieldsSchema.safeParse({ module: 'Hotels', name: '', location: '  ' }))).toEqual({
      name: 'Name is required.',
      location: 'Location is required.',
    });
    expect(ClientFieldsSchema.safeParse({ module: 'Websites', name: 'Udi Crafts' }).success).toBe(true);
  });

  it('the form also needs a Websites client\'s address; the API does not', () => {
    expect(errorsOf(ClientFormSchema.safeParse({ module: 'Websites', name: 'Udi Crafts', url: '' }))).toEqual({ url: 'Website address is required.' });
    expect(errorsOf(ClientFormSchema.safeParse({ module: 'Websites', name: 'Udi Crafts', url: 'ftp://x.ng' }))).toEqual({
      url: 'Website address must start with http:// or https://',
    });
    expect(ClientFormSchema.safeParse({ module: 'Hotels', name: 'Zik Suites', location: 'Nsukka', url: '' }).success).toBe(true);
  });
});

describe('the gallery upload schemas', () => {
  it('the form asks for alt text or Decorative; the API takes neither', () => {
    expect(GalleryFieldsSchema.safeParse({ title: 'Lab', alt: '' }).success).toBe(true);
    expect(errorsOf(GalleryPhotoFormSchema.safeParse({ title: 'Lab', alt: '   ' }))).toEqual({ alt: 'Please describe the photo, or tick “Decorative”.' });
    expect(GalleryPhotoFormSchema.safeParse({ title: 'Lab', alt: '', decorative: true }).data).toEqual({ title: 'Lab', alt: '', decorative: true });
    expect(errorsOf(GalleryPhotoFormSchema.safeParse({ title: ' ', alt: 'A lab', decorative: 'on' }))).toEqual({ title: 'Title is required.' });
  });
});

describe('the forms that ask for an empty field in their own words (askedFor)', () => {
  it('the bank account: the form\'s words for empty names, the API\'s own; one number rule for both', () => {
    const empty = { bank_name: ' ', account_name: '', account_number: '0691 234' };
    expect(errorsOf(BankAccountFormSchema.safeParse(empty))).toEqual({
      bank_name: 'Enter the name of the bank, for example Zenith Bank.',
      account_name: 'Enter the account name exactly as the bank shows it.',
      account_number: 'Enter the 10 digits of the account number (NUBAN).',
    });
    expect(errorsOf(BankAccountSchema.safeParse(empty))).toMatchObject({ bank_name: 'Bank name is required.', account_name: 'Account name is required.' });
    expect(BankAccountFormSchema.safeParse({ bank_name: ' Access Bank ', account_name: 'Coal City ICT', account_number: '0691234567' }).data).toEqual({
      bank_name: 'Access Bank',
      account_name: 'Coal City ICT',
      account_number: '0691234567',
    });
    expect(errorsOf(BankAccountFormSchema.safeParse({ bank_name: 'A\tB', account_name: 'C', account_number: '0691234567' }))).toEqual({
      bank_name: 'Bank name must be on one line, without line breaks or tabs.',
    });
  });

  it('an invitation and the enquiry address: the form\'s words when empty, the API\'s checks of an address', () => {
    expect(errorsOf(InviteFormSchema.safeParse({ email: '  ', role: 'staff' }))).toEqual({ email: 'Enter the e-mail address of the person to invite.' });
    expect(errorsOf(InviteSchema.safeParse({ email: '', role: 'staff' }))).toEqual({ email: 'Email is required.' });
    expect(errorsOf(InviteFormSchema.safeParse({ email: 'ada@', role: 'staff' }))).toEqual({ email: 'Please enter a valid email address.' });
    expect(InviteFormSchema.safeParse({ email: ' Ada@Example.com ', role: 'admin' }).data).toEqual({ email: 'ada@example.com', role: 'admin' });
    expect(errorsOf(EnquiryInboxFormSchema.safeParse({ inbox: '' }))).toEqual({ inbox: 'Enter the e-mail address that should receive new enquiries.' });
    expect(EnquiryInboxSchema.safeParse({ inbox: null }).success).toBe(true);
  });

  it('a reply and a note: the form\'s words when empty; the API keeps "… is required."', () => {
    expect(errorsOf(ReplyFormSchema.safeParse({ subject: ' ', body: '\n' }))).toEqual({ subject: 'Write a subject for the e-mail.', body: 'Write your reply first.' });
    expect(errorsOf(ReplyBody.safeParse({ subject: 'Re: your enquiry', body: '' }))).toEqual({ body: 'Reply is required.' });
    expect(ReplyFormSchema.safeParse({ subject: ' Re: your enquiry ', body: ' Thank you. ' }).data).toEqual({ subject: 'Re: your enquiry', body: 'Thank you.' });
    expect(errorsOf(NoteFormSchema.safeParse({ body: '   ' }))).toEqual({ body: 'Write the note first.' });
    expect(errorsOf(NoteBody.safeParse({ body: '' }))).toEqual({ body: 'Note is required.' });
  });
});

describe('the VAT form', () => {
  it('takes the rate as a percentage and checks it with the API\'s schema, in basis points', () => {
    expect(VatFormSchema.safeParse({ vat_basis_points: ' 7,5 %' }).data).toEqual({ vat_basis_points: 750 });
    expect(VatFormSchema.safeParse({ vat_basis_points: '0' }).data).toEqual({ vat_basis_points: 0 });
    expect(errorsOf(VatFormSchema.safeParse({ vat_basis_points: '7.125' }))).toEqual({ vat_basis_points: 'Enter the rate as a percentage, such as 7.5 (at most two decimals).' });
    expect(errorsOf(VatFormSchema.safeParse({ vat_basis_points: '' }))).toEqual({ vat_basis_points: 'Enter the rate as a percentage, such as 7.5 (at most two decimals).' });
    expect(errorsOf(VatFormSchema.safeParse({ vat_basis_points: '50.5' }))).toEqual({ vat_basis_points: 'The VAT rate is at most 50 %.' });
    expect(errorsOf(VatSchema.safeParse({ vat_basis_points: 5001 }))).toEqual({ vat_basis_points: 'The VAT rate is at most 50 %.' });
  });
});
