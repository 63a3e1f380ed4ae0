import { z } from 'zod';
import type { HomeContent, TeamContent } from '../../content/types';
import { CARD_ICON_NAMES } from './card-icons';
import { text, wholeNumber, type Fits } from './fields';
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
export const SLIDE_ART_LABELS: Record<(typeof SLIDE_ARTS)[number], string> = {
  software: 'Software (screens and charts)',
  training: 'Training (classroom)',
  hosting: 'Hosting (servers and globe)',
  research: 'Research (books and documents)',
};

export const HomeSlideSchema = z.strictObject({
  title: text('Slide heading', 90),
  text: text('Slide text', 220),
  cta: z.strictObject({
    label: text('Button label', 40),
    href: link('Button link'),
  }),
  art: z.enum(SLIDE_ARTS, { error: 'Illustration must be one of the built-in illustrations.' }),
  image: contentImage('Slide picture').nullable(),
});

export const HomeServiceCardSchema = z.strictObject({
  title: text('Card title', 60),
  text: text('Card text', 200),
  href: link('Card link'),
  icon: z.enum(CARD_ICON_NAMES, { error: 'Icon must be one of the listed icons.' }),
});

export const HomeSchema = z.strictObject({
  slides: z.array(HomeSlideSchema).min(1, 'Add at least one banner slide.').max(8, 'At most 8 banner slides.'),
  services: z.array(HomeServiceCardSchema).min(1, 'Add at least one services card.').max(12, 'At most 12 services cards.'),
  clients: z.strictObject({
    perSector: wholeNumber('Clients per sector', 1, 6),
  }),
});

export const TeamMemberSchema = z.strictObject({
  name: text('Name', 80),
  role: text('Role', 80),
  initials: z
    .string({ error: 'Initials must be text.' })
    .trim()
    .max(3, 'Initials must be at most 3 letters.')
    .regex(/^[A-Za-z]*$/, 'Initials may contain letters only.'),
  bio: text('Short bio', 400),
  photo: contentImage('Photo').nullable(),
});

export const TeamSchema = z.strictObject({
  members: z.array(TeamMemberSchema).min(1, 'Add at least one team member.').max(24, 'At most 24 team members.'),
});

const homeShapeFits: Fits<z.output<typeof HomeSchema>, HomeContent> = true;
const teamShapeFits: Fits<z.output<typeof TeamSchema>, TeamContent> = true;
void homeShapeFits;
void teamShapeFits;
