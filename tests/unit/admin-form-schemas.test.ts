import { describe, expect, it } from 'vitest';
import { ClientFieldsSchema, ClientFormSchema } from '../../modules/clients/client-fields';
import { GalleryFieldsSchema, GalleryPhotoFormSchema } from '../../modules/gallery/photo-fields';
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
