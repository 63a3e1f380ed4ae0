import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../support/app';
import { SOCIAL_CARD, socialCardText, socialCardUrl, socialCardVersion } from '../../../common/social-card';
import { wrapWords } from '../../../server/services/social-card';
import { site } from '../../../content/site';
import type { CompanyDetails } from '../../../content/types';

/**
 * The social card (common/social-card.ts): drawn by the server from the published company details,
 * so that a link shared on WhatsApp or Facebook shows the company's own name after a rename.
 */
let t: TestApp;
let admin: { token: string };

const publishCompany = async (value: CompanyDetails) => {
  expect((await t.request({ method: 'PUT', url: '/api/content/company/draft', headers: bearer(admin.token), payload: value })).statusCode).toBe(200);
  expect((await t.request({ method: 'POST', url: '/api/content/company/publish', headers: bearer(admin.token) })).statusCode).toBe(200);
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin' });
});
afterAll(() => t?.close());

describe('the social card', () => {
  it('is a 1200 × 630 PNG, kept for a year at the versioned address the pages give and for five minutes at any other', async () => {
    const v = socialCardVersion(site);
    const res = await t.request({ method: 'GET', url: `${SOCIAL_CARD.path}?v=${v}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Other sites may show it (a chat client's link preview); everything else stays same-origin.
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await t.request({ method: 'GET', url: '/api/health' })).headers['cross-origin-resource-policy']).toBe('same-origin');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    expect((await t.request({ method: 'GET', url: SOCIAL_CARD.path })).headers['cache-control']).toBe('public, max-age=300');
    expect((await t.request({ method: 'GET', url: `${SOCIAL_CARD.path}?v=old` })).headers['cache-control']).toBe('public, max-age=300');
    expect(socialCardUrl('https://example.ng', site)).toBe(`https://example.ng/og-card.png?v=${v}`);
  });

  it('follows a rename: a new version and a new picture, while the phone number alone changes neither', async () => {
    const before = (await t.request({ method: 'GET', url: SOCIAL_CARD.path })).rawPayload;
    const phoneOnly = structuredClone(site);
    phoneOnly.phones[0] = { ...phoneOnly.phones[0], tel: '+2348030000000' };
    expect(socialCardVersion(phoneOnly)).toBe(socialCardVersion(site));

    const renamed: CompanyDetails = { ...structuredClone(site), name: 'Udi Hills Digital Services Ltd', shortName: 'Udi Hills Digital', tagline: 'Websites and school software for Nsukka' };
    expect(socialCardText(renamed)).toMatchObject({ title: 'Udi Hills Digital', subtitle: 'SERVICES LTD', tagline: 'Websites and school software for Nsukka', places: 'Enugu · Port Harcourt · Nigeria' });
    await publishCompany(renamed);
    const v = socialCardVersion(renamed);
    expect(v).not.toBe(socialCardVersion(site));
    const after = await t.request({ method: 'GET', url: `${SOCIAL_CARD.path}?v=${v}` });
    expect(after.statusCode).toBe(200);
    expect(after.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(after.rawPayload.equals(before)).toBe(false);
    await publishCompany(structuredClone(site));
    expect((await t.request({ method: 'GET', url: SOCIAL_CARD.path })).rawPayload.equals(before)).toBe(true);
  });

  it('draws what an editor typed as text, never as markup', async () => {
    await publishCompany({ ...structuredClone(site), shortName: 'A&B <ICT>', name: 'A&B <ICT> "Ltd"', tagline: '</text><script>alert(1)</script> & more' });
    const res = await t.request({ method: 'GET', url: SOCIAL_CARD.path });
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(1200);
    await publishCompany(structuredClone(site));
  });

  it('moved from /images/og-card.png, which now redirects to it', async () => {
    const res = await t.request({ method: 'GET', url: '/images/og-card.png' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(SOCIAL_CARD.path);
  });
});

describe('wrapWords', () => {
  it('fills lines up to the width and ends a text that does not fit with an ellipsis', () => {
    expect(wrapWords('Software, training and web solutions from the heart of Enugu', 22, 3)).toEqual([
      'Software, training and',
      'web solutions from the',
      'heart of Enugu',
    ]);
    expect(wrapWords('one two three four five six seven eight nine ten eleven twelve', 10, 2)).toEqual(['one two', 'three four…']);
    expect(wrapWords('Supercalifragilistic expialidocious', 8, 3)).toEqual(['Supercalifragilistic', 'expialidocious']);
  });
});
