import { describe, expect, it } from 'vitest';
import { carriesVisitOrigin, visitOriginOf } from '../../server/pages/page-kit';

/** What a page request tells the no-JavaScript contact form about where its visit came from. */
describe('visitOriginOf', () => {
  const site = 'coalcityict.example';
  const at = (path: string) => new URL(`https://${site}${path}`);

  it('carries a campaign address, and the referrer of another site', () => {
    expect(visitOriginOf(at('/contact?utm_source=whatsapp&utm_campaign=promo'), undefined, site)).toEqual({
      landing: '/contact?utm_source=whatsapp&utm_campaign=promo',
    });
    expect(visitOriginOf(at('/contact'), 'https://www.google.com/', site)).toEqual({ landing: '/contact', referrer: 'https://www.google.com/' });
  });

  it('says nothing for a visit that came through the site itself, or from nowhere', () => {
    expect(visitOriginOf(at('/contact'), `https://${site}/about`, site)).toEqual({});
    expect(visitOriginOf(at('/contact'), `https://${site.toUpperCase()}/`, site)).toEqual({});
    expect(visitOriginOf(at('/contact?sent=email'), undefined, site)).toEqual({});
    expect(visitOriginOf(at('/contact'), 'not a url', site)).toEqual({});
  });

  it('keeps only the pages with such a form out of the page cache', () => {
    expect(carriesVisitOrigin(at('/contact?utm_source=x'), undefined, site)).toBe(true);
    expect(carriesVisitOrigin(at('/contact'), 'https://l.facebook.com/', site)).toBe(true);
    expect(carriesVisitOrigin(at('/contact'), undefined, site)).toBe(false);
    expect(carriesVisitOrigin(at('/?utm_source=x'), 'https://l.facebook.com/', site)).toBe(false);
  });
});
