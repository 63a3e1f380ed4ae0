import { z } from 'zod';
import { CARD_ICON_NAMES } from './card-icons';
import { text, wholeNumber } from './fields';
import { contentImage } from './images';

// Home page and team (docs/decisions/0007-site-content.md).

/** A link of a button or card: a page of this site ("/training", "/contact#form") or an https:// address. */
const link = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(300, `${label} must be at most 300 characters.`)
    .refine(
      (v) => /^\/(?![/\\])[A-Za-z0-9\-._~/%]*(\?[A-Za-z0-9\-._~=&%]*)?(#[A-Za-z0-9\-_]*)?$/.test(v) || /^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/[^\s<>"]*)?$/i.test(v),
      `${label} must be a page of this site starting with / (e.g. /training) or a full address starting with https://.`,
    );

export const SLIDE_ARTS = ['software', 'training', 'hosting', 'research'] as const;
/** The built-in illustrations a banner slide shows when it has no uploaded picture. */
export type SlideArt = (typeof SLIDE_ARTS)[number];
export const SLIDE_ART_LABELS: Record<SlideArt, string> = {
  software: 'Software (screens and charts)',
  training: 'Training (classroom)',
  hosting: 'Hosting (servers and globe)',
  research: 'Research (books and documents)',
};

/** One banner slide of the 'home' document. */
export const HomeSlideSchema = z.strictObject({
  title: text('Slide heading', 90),
  text: text('Slide text', 220),
  cta: z.strictObject({
    label: text('Button label', 40),
    href: link('Button link'),
  }),
  /** The built-in illustration, shown when `image` is null. */
  art: z.enum(SLIDE_ARTS, { error: 'Illustration must be one of the built-in illustrations.' }),
  image: contentImage('Slide picture').nullable(),
});
export type HomeSlide = z.output<typeof HomeSlideSchema>;
/** A slide's words and button, without its picture (the built-in slides in content/company.ts). */
export type Slide = Pick<HomeSlide, 'title' | 'text' | 'cta'>;

export const HomeServiceCardSchema = z.strictObject({
  title: text('Card title', 60),
  text: text('Card text', 200),
  href: link('Card link'),
  icon: z.enum(CARD_ICON_NAMES, { error: 'Icon must be one of the listed icons.' }),
});
export type HomeServiceCard = z.output<typeof HomeServiceCardSchema>;

/** The 'home' site-content document: the banner, the services teaser and the clients strip. */
export const HomeSchema = z.strictObject({
  slides: z.array(HomeSlideSchema).min(1, 'Add at least one banner slide.').max(8, 'At most 8 banner slides.'),
  services: z.array(HomeServiceCardSchema).min(1, 'Add at least one services card.').max(12, 'At most 12 services cards.'),
  clients: z.strictObject({
    /** How many clients of each sector the strip shows (those with a logo first). */
    perSector: wholeNumber('Clients per sector', 1, 6),
  }),
});
export type HomeContent = z.output<typeof HomeSchema>;

export const TeamMemberSchema = z.strictObject({
  name: text('Name', 80),
  role: text('Role', 80),
  /** Shown in the circle when there is no photo; empty: the first letters of the name. */
  initials: z
    .string({ error: 'Initials must be text.' })
    .trim()
    .max(3, 'Initials must be at most 3 letters.')
    .regex(/^[A-Za-z]*$/, 'Initials may contain letters only.'),
  bio: text('Short bio', 400),
  /** An uploaded photo; null shows the initials. */
  photo: contentImage('Photo').nullable(),
});
export type TeamMember = z.output<typeof TeamMemberSchema>;

/** The 'team' site-content document: the management team, in display order. */
export const TeamSchema = z.strictObject({
  members: z.array(TeamMemberSchema).min(1, 'Add at least one team member.').max(24, 'At most 24 team members.'),
});
export type TeamContent = z.output<typeof TeamSchema>;
