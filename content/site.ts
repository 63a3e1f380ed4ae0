import type { CompanyDetails } from './types';

/**
 * Company identity as a fresh install shows it: the seed of the 'company' site-content document.
 *
 * The site reads the published value from the database (modules/site-content/site-content.service.ts), which
 * office staff edit in the admin area under Site content → Company details; this file is copied
 * into the database once, on the first start, and never overwrites an edit. It is also what pages
 * show if the database cannot be read. The specification withholds the real company name, phone
 * numbers, e-mail and addresses, so every value below is a clearly fictional default.
 */
export const site: CompanyDetails = {
  name: 'Coal City ICT Solutions Ltd',
  shortName: 'Coal City ICT',
  tagline: 'Software, training and web solutions from the heart of Enugu',
  description:
    'Coal City ICT Solutions Ltd is an Enugu-based ICT company offering software development, database management, ICT and AI training, web hosting, bulk SMS and project research.',
  phones: [
    { label: 'Enugu office', tel: '+2348095550142' },
    { label: 'Port Harcourt office', tel: '+2348135550187' },
  ],
  email: 'info@example.com',
  // WhatsApp follows the first phone (the head office's) unless `own` is set with its own `tel`.
  whatsapp: { own: false, tel: '' },
  offices: [
    {
      label: 'Head Office, Enugu',
      kind: 'head',
      streetAddress: '14 Ebeano Crescent, Independence Layout',
      postalCode: '400102',
      city: 'Enugu',
      region: 'Enugu State',
      country: 'NG',
      hours: [
        { from: 'Mo', to: 'Fr', opens: '08:00', closes: '18:00' },
        { from: 'Sa', to: 'Sa', opens: '09:00', closes: '14:00' },
      ],
    },
    {
      label: 'Branch Office, Port Harcourt',
      kind: 'branch',
      streetAddress: '27 Okoloma Close, GRA Phase II',
      postalCode: '500272',
      city: 'Port Harcourt',
      region: 'Rivers State',
      country: 'NG',
      hours: [
        { from: 'Mo', to: 'Fr', opens: '08:00', closes: '18:00' },
        { from: 'Sa', to: 'Sa', opens: '09:00', closes: '14:00' },
      ],
    },
  ],
  social: {
    facebook: 'https://www.facebook.com/example',
    x: 'https://x.com/example',
    linkedin: 'https://www.linkedin.com/company/example',
    instagram: 'https://www.instagram.com/example',
  },
  foundingYear: 2009,
  claims: { clients: 500, students: 5000, deliveryHours: 24 },
};
