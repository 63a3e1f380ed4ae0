import { describe, expect, it } from 'vitest';
import { HomeSchema, TeamSchema, contentImage, firstIssueMessage } from '../../common/site-content';
import { diff, fieldLabel } from '../../modules/site-content/admin/diff';
import { ILLUSTRATION_ICONS } from '../../app/components/icon-names';
import { CARD_ICONS } from '../../common/site-content';
import { builtInDocuments } from '../../modules/site-content/built-in.service';
import type { HomeContent, TeamContent } from '../../content/types';

const id = '0123456789abcdef0123456789abcdef';
const picture = { url: `/uploads/${id}-960.webp`, srcset: `/uploads/${id}-320.webp 320w, /uploads/${id}-640.webp 640w, /uploads/${id}-960.webp 960w`, width: 960, height: 720 };
const home = () => structuredClone(builtInDocuments.home) as HomeContent;
const team = () => structuredClone(builtInDocuments.team) as TeamContent;

describe('site-content pictures', () => {
  const schema = contentImage('Picture');
  it('accept only our own uploads: one upload id, ascending widths, the largest as url and width', () => {
    expect(schema.safeParse(picture).success).toBe(true);
    const refused = [
      { ...picture, url: `https://example.com/uploads/${id}-960.webp` },
      { ...picture, width: 961 },
      { ...picture, srcset: `/uploads/${id}-640.webp 640w, /uploads/${id}-320.webp 320w, /uploads/${id}-960.webp 960w` },
      { ...picture, srcset: `/uploads/${id}-320.webp 320w, /uploads/${'f'.repeat(32)}-960.webp 960w` },
      { ...picture, srcset: `/uploads/${id}-320.webp 321w, /uploads/${id}-960.webp 960w` },
      { ...picture, srcset: `/uploads/${id}-960.webp 960w, javascript:alert(1) 1000w` },
      { ...picture, url: `/uploads/${id}-960.svg`, srcset: `/uploads/${id}-960.svg 960w` },
      { ...picture, alt: 'extra' },
    ];
    for (const value of refused) expect(schema.safeParse(value).success, JSON.stringify(value)).toBe(false);
  });
});

describe('the home and team schemas', () => {
  it('accept the built-in documents, and every card icon exists in the sprite', () => {
    expect(HomeSchema.safeParse(home()).success).toBe(true);
    expect(TeamSchema.safeParse(team()).success).toBe(true);
    for (const icon of Object.keys(CARD_ICONS)) expect((ILLUSTRATION_ICONS as readonly string[]).includes(icon), icon).toBe(true);
  });

  it('accept pages of this site and https links, and refuse other schemes and other hosts in disguise', () => {
    const ok = ['/training', '/contact#form', '/topics?category=AI', 'https://wa.me/2348030000000'];
    const bad = ['javascript:alert(1)', '//evil.example.com', '/\\evil.example.com', 'http://example.com', 'training', 'data:text/html,x', '/a b'];
    for (const href of ok) {
      const v = home();
      v.slides[0].cta.href = href;
      expect(HomeSchema.safeParse(v).success, href).toBe(true);
    }
    for (const href of bad) {
      const v = home();
      v.slides[0].cta.href = href;
      const r = HomeSchema.safeParse(v);
      expect(r.success, href).toBe(false);
      expect(firstIssueMessage(r.error!)).toMatch(/^Slide 1: Button link must be a page of this site/);
    }
  });

  it('refuse initials that are not letters', () => {
    const v = team();
    v.members[2].initials = 'C.U';
    expect(firstIssueMessage(TeamSchema.safeParse(v).error!)).toBe('Team member 3: Initials may contain letters only.');
  });
});

describe('Compare with previous, for the home page and team', () => {
  it('names a person\'s fields as such, and a picture change as one change', () => {
    const before = team();
    const after = team();
    after.members[1].name = 'Ngozi Eze';
    after.members[0].photo = picture;
    expect(diff(before, after).map((c) => c.label)).toEqual(['Team member 1 › Photo', 'Team member 2 › Name']);
    expect(diff(before, after)[0]).toMatchObject({ before: '', after: picture.url });
    expect(fieldLabel('slides.2.cta.href')).toBe('Slide 3 › Button › Link');
    expect(fieldLabel('services.0.title')).toBe('Services card 1 › Title');
    expect(fieldLabel('clients.perSector')).toBe('Clients strip › Clients per sector');
    // The company document's labels are unchanged.
    expect(fieldLabel('name')).toBe('Company name');
    expect(fieldLabel('offices.1.label')).toBe('Office 2 › Label');
  });
});
