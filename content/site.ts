import type { SiteConfig } from './types';

/**
 * Company identity in one place.
 *
 * The specification withholds the real company name, phone numbers, email
 * and addresses, so every value below is a clearly fictional default.
 * Replace them here (and only here) before going live.
 */
export const site: SiteConfig = {
  name: 'Coal City ICT Solutions Ltd',
  shortName: 'Coal City ICT',
  tagline: 'Software, training and web solutions from the heart of Enugu',
  description:
    'Coal City ICT Solutions Ltd is an Enugu-based ICT company offering software development, database management, ICT and AI training, web hosting, bulk SMS and project research.',
  phones: [
    { label: 'Enugu office', display: '+234 809 555 0142', tel: '+2348095550142' },
    { label: 'Port Harcourt office', display: '+234 813 555 0187', tel: '+2348135550187' },
  ],
  email: 'info@example.com',
  offices: [
    {
      label: 'Head Office, Enugu',
      kind: 'head',
      streetAddress: '14 Ebeano Crescent, Independence Layout',
      postalCode: '400102',
      city: 'Enugu',
      region: 'Enugu State',
      country: 'NG',
    },
    {
      label: 'Branch Office, Port Harcourt',
      kind: 'branch',
      streetAddress: '27 Okoloma Close, GRA Phase II',
      postalCode: '500272',
      city: 'Port Harcourt',
      region: 'Rivers State',
      country: 'NG',
    },
  ],
  social: {
    facebook: 'https://www.facebook.com/example',
    x: 'https://x.com/example',
    linkedin: 'https://www.linkedin.com/company/example',
    instagram: 'https://www.instagram.com/example',
    whatsapp: 'https://wa.me/2348095550142',
  },
  openingHours: 'Mo-Fr 08:00-18:00, Sa 09:00-14:00',
  foundingYear: 2009,
  claims: { clients: 500, students: 5000, deliveryHours: 24 },
  hostingPriceNaira: 300,
};
