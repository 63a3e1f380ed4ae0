import type { Sector } from './types';

/**
 * Built-in client lists, one entry per sector, in navigation order.
 *
 * All client names are fictional placeholders. The live page merges these
 * with clients fetched from the server (built-in entries win on duplicate
 * names) and sorts the result alphabetically.
 */
export const sectors: Sector[] = [
  {
    module: 'Hotels',
    next: { product: 'hotel' },
    slug: 'hotels',
    heading: 'Hotels',
    adminLabel: 'Hotels',
    aliases: ['hotel', 'hospitality'],
    intro:
      'We have installed Hotel Manager, networked front desks and set up guest Wi-Fi for hotels across the South-East, so reservations, room billing and restaurant sales all land in one report.',
    placeholder: 'hotel',
    clients: [
      { name: 'Ogbete Palm Suites', location: 'Enugu' },
      { name: 'Amechi Court Hotel & Suites', location: 'Enugu' },
      { name: 'Ekulu Riverside Lodge', location: 'Enugu' },
      { name: 'Trans-Ekulu Executive Apartments', location: 'Enugu' },
      { name: 'Adada Greens Hotel', location: 'Nsukka' },
      { name: 'Amawbia Royal Suites', location: 'Awka' },
      { name: 'Niger Bridgeview Hotel', location: 'Onitsha' },
      { name: 'Oguta Lakeside Inn', location: 'Owerri' },
      { name: 'Abakpa Guest House' },
    ],
  },
  {
    module: 'Governments',
    next: { product: 'hrpayroll' },
    slug: 'governments',
    heading: 'Governments',
    adminLabel: 'Governments',
    aliases: ['government', 'public sector', 'agencies', 'ministries'],
    intro:
      'Public agencies rely on us for revenue collection portals, staff records databases and computer training for civil servants, delivered to public procurement standards.',
    placeholder: 'government',
    clients: [
      { name: 'Ngwo Hills Development Authority', location: 'Enugu' },
      { name: 'Coal Valley Urban Renewal Agency', location: 'Enugu' },
      { name: 'Opi Lakes Tourism Board', location: 'Nsukka' },
      { name: 'Anambra Riverine Works Bureau', location: 'Awka' },
      { name: 'Imo Heartland Lands Registry', location: 'Owerri' },
      { name: 'Ebonyi Salt Lakes Commission', location: 'Abakaliki' },
      { name: 'Abia Trade Corridor Board', location: 'Aba' },
      { name: 'Udi Plateau Local Council Secretariat' },
    ],
  },
  {
    module: 'Schools',
    next: { product: 'school' },
    slug: 'schools',
    heading: 'Schools & Institutions',
    adminLabel: 'Schools',
    aliases: ['school', 'institutions', 'education'],
    intro:
      'From nursery schools to polytechnics, institutions use our E-School portal for admissions, result computation and fee tracking, and our trainers run computer studies for their staff and students.',
    placeholder: 'school',
    clients: [
      { name: 'Ebeano Heights Secondary School', location: 'Enugu' },
      { name: 'Amaechi Hilltop Nursery & Primary School', location: 'Enugu' },
      { name: 'Ninth Mile Polytechnic Institute', location: 'Enugu' },
      { name: 'Sapientia Model Academy', location: 'Nsukka' },
      { name: 'Ifeoma Memorial College', location: 'Awka' },
      { name: 'Onitsha Crownbridge Academy', location: 'Onitsha' },
      { name: 'Greenfield Scholars International School', location: 'Owerri' },
      { name: 'Eastern Frontier College of Education', location: 'Abakaliki' },
      { name: 'Lumen Tutorial & Computer Institute' },
    ],
  },
  {
    module: 'Multinationals',
    next: { product: 'hrpayroll' },
    slug: 'multi-NationalCompany',
    heading: 'Multi-National Companies',
    adminLabel: 'Multinational companies',
    aliases: ['multinational', 'multinationals', 'multi-national', 'multi-national company'],
    intro:
      'Regional offices of international firms engage us for local network support, database administration and staff ICT training that meets their group IT policies.',
    placeholder: 'globe',
    clients: [
      { name: 'Transafric Logistics Nigeria Ltd', location: 'Lagos' },
      { name: 'Northstar Agro Commodities West Africa', location: 'Lagos' },
      { name: 'Eurasia Telecom Services Nigeria', location: 'Abuja' },
      { name: 'Sahelgrid Power Solutions Nigeria Ltd', location: 'Abuja' },
      { name: 'Kessel-Obi Engineering Nigeria Ltd', location: 'Port Harcourt' },
      { name: 'Harborline Shipping & Freight Nigeria', location: 'Port Harcourt' },
      { name: 'Meridian Pharmaceuticals West Africa', location: 'Enugu' },
      { name: 'Atlantica Beverages Nigeria' },
    ],
  },
  {
    module: 'Hospitals',
    next: { product: 'hospital' },
    slug: 'hospitals',
    heading: 'Hospitals & Medical Centres',
    adminLabel: 'Hospitals',
    aliases: ['hospital', 'medical', 'medical centres', 'clinics'],
    intro:
      'Hospitals and clinics run Medical QuickBook 10.2 for patient records, billing, laboratory and pharmacy stock, with our engineers on hand for installation and support.',
    placeholder: 'hospital',
    clients: [
      { name: 'Ebeano Specialist Hospital', location: 'Enugu' },
      { name: 'Mount Udi Mission Hospital', location: 'Enugu' },
      { name: 'Goodhope Dental Clinic', location: 'Enugu' },
      { name: 'Ikenna Memorial Clinic & Maternity', location: 'Awka' },
      { name: 'Dayspring Eye Centre', location: 'Owerri' },
      { name: "Ngozika Children's Hospital", location: 'Onitsha' },
      { name: 'Abakaliki Family Medical Centre', location: 'Abakaliki' },
      { name: 'Riverside Diagnostic Centre', location: 'Port Harcourt' },
      { name: "Amaka Women's Health Centre" },
    ],
  },
  {
    module: 'Manufacturing',
    next: { product: 'inventory' },
    slug: 'manufacturingCompany',
    heading: 'Manufacturing Companies',
    adminLabel: 'Manufacturing Companies',
    aliases: ['manufacturing company', 'manufacturers', 'factories'],
    intro:
      'Manufacturers use our inventory and payroll software to track raw materials, finished goods and shift workers, and we keep their factory networks and databases running.',
    placeholder: 'factory',
    clients: [
      { name: 'Emene Plastics & Packaging Ltd', location: 'Enugu' },
      { name: 'Ninth Mile Table Water Ltd', location: 'Enugu' },
      { name: 'Udi Clay Bricks & Tiles', location: 'Enugu' },
      { name: 'Nnewi Auto Parts Works', location: 'Nnewi' },
      { name: 'Aba Leatherworks Industries', location: 'Aba' },
      { name: 'Ariaria Garment Factory', location: 'Aba' },
      { name: 'Ebonyi Rice Millers Ltd', location: 'Abakaliki' },
      { name: 'Owerri Paints & Chemicals Ltd' },
    ],
  },
  {
    module: 'Transport',
    next: { product: 'e-ticketing' },
    slug: 'transport',
    heading: 'Transport Companies',
    adminLabel: 'Transport',
    aliases: ['transport companies', 'transportation', 'logistics'],
    intro:
      'Road transport operators sell seats, print manifests and reconcile park revenue with our E-Ticket 10.1 bus ticketing system across their terminals.',
    placeholder: 'bus',
    clients: [
      { name: 'Ekulu Express Motors', location: 'Enugu' },
      { name: 'Coal Valley Line Transport', location: 'Enugu' },
      { name: 'Nsukka Campus Shuttle', location: 'Nsukka' },
      { name: 'Eastland Luxury Coaches', location: 'Onitsha' },
      { name: 'Heartland Shuttle Services', location: 'Owerri' },
      { name: 'Ebony Trail Transport Services', location: 'Abakaliki' },
      { name: 'Garden City Haulage Ltd', location: 'Port Harcourt' },
      { name: 'Niger Bridge Logistics' },
    ],
  },
  {
    module: 'Lounges',
    next: { product: 'pos' },
    slug: 'lounge-cLub',
    heading: 'Lounges & Clubs',
    adminLabel: 'Lounge/Club',
    aliases: ['lounge', 'lounges', 'club', 'clubs', 'lounge/club', 'lounges and clubs'],
    intro:
      'Lounges and clubs use our point-of-sale system to control bar stock, split bills between waiters and stop leakages at the till.',
    placeholder: 'lounge',
    clients: [
      { name: 'Serenity Lounge & Bar', location: 'Enugu' },
      { name: 'The Palmwine Terrace', location: 'Enugu' },
      { name: 'Hilltop Social Club', location: 'Nsukka' },
      { name: 'Amber Court Lounge', location: 'Awka' },
      { name: "Riverbank Members' Club", location: 'Onitsha' },
      { name: 'Cobalt Sports Lounge', location: 'Owerri' },
      { name: 'Midnight Oasis Lounge', location: 'Port Harcourt' },
      { name: 'Velvet Ember Lounge' },
    ],
  },
  {
    module: 'OilAndGas',
    next: { product: 'inventory' },
    slug: 'oilandgas',
    heading: 'Oil & Gas Companies',
    adminLabel: 'Oil and Gas',
    aliases: ['oil and gas', 'oil & gas', 'petroleum'],
    intro:
      'Oil service firms, depots and filling stations trust us with pump-sales tracking, inventory, payroll and secure office networks in Port Harcourt and beyond.',
    placeholder: 'oil',
    clients: [
      { name: 'Deltaflare Energy Services Ltd', location: 'Port Harcourt' },
      { name: 'Bonny Coast Petroleum Services', location: 'Port Harcourt' },
      { name: 'Rumuola Pipeline Services', location: 'Port Harcourt' },
      { name: 'Eastgate Gas Distribution Ltd', location: 'Enugu' },
      { name: 'Amaechi Petroleum Filling Stations', location: 'Enugu' },
      { name: 'Niger Crest Petroleum Products', location: 'Onitsha' },
      { name: 'Imo Basin Oilfield Supplies', location: 'Owerri' },
      { name: 'Aba Cylinder & LPG Depot', location: 'Aba' },
    ],
  },
  {
    module: 'Estates',
    next: { product: 'estate' },
    slug: 'estatemanagement',
    heading: 'Estate & Cooperative Companies',
    adminLabel: 'Estate Management companies',
    aliases: ['estate', 'estates', 'estate management', 'cooperative', 'cooperatives'],
    intro:
      'Estate managers and cooperative societies run Estate Manager 20.2 and our cooperative software to track rent, service charges, member savings and loans with full audit trails.',
    placeholder: 'estate',
    clients: [
      { name: 'Hillcrest Gardens Estate', location: 'Enugu' },
      { name: 'Ekulu Meadows Estate Management', location: 'Enugu' },
      { name: 'Ebeano Civil Servants Cooperative Society', location: 'Enugu' },
      { name: "Nsukka Teachers' Cooperative Thrift Society", location: 'Nsukka' },
      { name: 'Amansea Housing Cooperative', location: 'Awka' },
      { name: 'Unity Traders Multipurpose Cooperative', location: 'Onitsha' },
      { name: "Palmgrove Estate Owners' Association", location: 'Owerri' },
      { name: 'Trans-Amadi Staff Thrift & Credit Society', location: 'Port Harcourt' },
    ],
  },
  {
    module: 'SalesOutlets',
    next: { product: 'pos' },
    slug: 'salesoutlets',
    heading: 'Sales & Outlets',
    adminLabel: 'SuperMarkets',
    aliases: ['sales outlets', 'sales and outlets', 'supermarket', 'outlets', 'retail'],
    intro:
      'Supermarkets, pharmacies and wholesale outlets sell faster with Stock Manager 10.2, using barcode scanning, thermal receipts and daily profit reports.',
    placeholder: 'cart',
    clients: [
      { name: 'Freshbasket Supermarket', location: 'Enugu' },
      { name: 'Ogui Road Family Mart', location: 'Enugu' },
      { name: 'Chidera Provisions & Cosmetics', location: 'Nsukka' },
      { name: 'Bright Choice Mini Mart', location: 'Awka' },
      { name: 'Main Market Electronics Plaza', location: 'Onitsha' },
      { name: 'Eke Ukwu Wholesale Depot', location: 'Owerri' },
      { name: 'Ariaria Shoe Outlet', location: 'Aba' },
      { name: 'Abakaliki Building Materials Centre', location: 'Abakaliki' },
      { name: 'Kenechukwu Pharmacy & Stores' },
    ],
  },
  {
    module: 'Religious',
    next: { href: '/domain', label: 'Web design and hosting' },
    slug: 'religiousorganizations',
    heading: 'Religious Organizations',
    adminLabel: 'Religious Organisations',
    aliases: ['religious', 'religious organisations', 'religious organization', 'church', 'churches'],
    intro:
      'Churches and faith-based organisations use our membership databases, bulk SMS and websites to reach their members, record offerings and manage events.',
    placeholder: 'church',
    clients: [
      { name: 'Living Springs of Grace Chapel', location: 'Enugu' },
      { name: 'Abakpa Islamic Centre', location: 'Enugu' },
      { name: 'Emmanuel Covenant Assembly', location: 'Nsukka' },
      { name: "St. Cyprian's Anglican Parish", location: 'Awka' },
      { name: 'Mount Hermon Praise Centre', location: 'Onitsha' },
      { name: 'New Dawn Gospel Ministries', location: 'Owerri' },
      { name: "Redeemed Pilgrims' Fellowship", location: 'Port Harcourt' },
      { name: 'Diocesan Youth Secretariat' },
    ],
  },
  {
    module: 'Websites',
    next: { href: '/domain', label: 'Web design and hosting' },
    slug: 'website',
    heading: 'Websites',
    adminLabel: 'Websites',
    aliases: ['website', 'web', 'web design'],
    intro:
      'A selection of the responsive websites we have designed, built and host for businesses, schools and organisations, each with a free domain and SSL certificate.',
    placeholder: 'web',
    clients: [
      { name: 'Ogbete Palm Suites', url: 'https://ogbetepalmsuites.example.com' },
      { name: 'Ebeano Heights Secondary School', url: 'https://ebeanoheights.example.org' },
      { name: 'Dayspring Eye Centre', url: 'https://dayspringeye.example.com' },
      { name: 'Eastland Luxury Coaches', url: 'https://eastlandcoaches.example.com' },
      { name: 'Freshbasket Supermarket', url: 'https://freshbasket.example.com' },
      { name: 'Unity Traders Multipurpose Cooperative', url: 'https://unitytraders.example.org' },
      { name: 'Living Springs of Grace Chapel', url: 'https://livingsprings.example.org' },
      { name: 'Ngwo Hills Development Authority', url: 'https://ngwohills.example.net' },
      { name: 'Adaeze Couture Studio', url: 'https://adaezecouture.example.com' },
    ],
  },
];

/** Lower-cases and drops separators so "Lounge/Club", "lounge-cLub" and "lounge club" compare equal. */
function normalise(value: string): string {
  return value.toLowerCase().replace(/[\s\-&_/.]+/g, '');
}

/**
 * Finds a sector by module, slug, heading, admin label or alias.
 * Matching is case-insensitive and ignores spaces, '-', '&', '_', '/' and '.',
 * so a route path such as "/lounge-cLub" also matches.
 */
export function findSector(nameOrSlug: string): Sector | undefined {
  const key = normalise(nameOrSlug);
  if (key === '') return undefined;
  return sectors.find((sector) =>
    [sector.module, sector.slug, sector.heading, sector.adminLabel, ...sector.aliases].some(
      (candidate) => normalise(candidate) === key,
    ),
  );
}
