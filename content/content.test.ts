import { describe, it, expect } from 'vitest';
import { sectors, findSector } from './sectors';
import { builtInTopics, topicCategories, programmingLanguages } from './topics';
import { products, findProduct } from './products';
import { services, homeServiceCards, projectAccessSteps } from './services';
import { about, team, slides } from './company';
import { site } from './site';

const norm = (s: string): string => s.toLowerCase().replace(/[\s\-&_/.]+/g, '');

describe('site', () => {
  it('has the spec claims and two offices/phones', () => {
    expect(site.claims).toEqual({ clients: 500, students: 5000, deliveryHours: 24 });
    // The hosting price is the Web Designing & Hosting page's price hint now (content/prices.ts).
    expect(site).not.toHaveProperty('hostingPriceNaira');
    expect(site.offices).toHaveLength(2);
    expect(site.phones).toHaveLength(2);
    for (const p of site.phones) {
      expect(p.tel).toMatch(/^\+234[789][01]\d{8}$/);
    }
  });
});

describe('sectors', () => {
  it('has 13 sectors with unique slugs and modules', () => {
    expect(sectors).toHaveLength(13);
    expect(new Set(sectors.map((s) => s.slug)).size).toBe(13);
    expect(new Set(sectors.map((s) => s.module)).size).toBe(13);
    expect(sectors.map((s) => s.slug)).toEqual([
      'hotels', 'governments', 'schools', 'multi-NationalCompany', 'hospitals',
      'manufacturingCompany', 'transport', 'lounge-cLub', 'oilandgas',
      'estatemanagement', 'salesoutlets', 'religiousorganizations', 'website',
    ]);
  });

  it('has 6..10 clients per sector with unique names', () => {
    for (const s of sectors) {
      expect(s.clients.length).toBeGreaterThanOrEqual(6);
      expect(s.clients.length).toBeLessThanOrEqual(10);
      const names = s.clients.map((c) => c.name.toLowerCase());
      expect(new Set(names).size, s.module).toBe(names.length);
    }
    const websites = sectors.find((s) => s.module === 'Websites');
    for (const c of websites?.clients ?? []) {
      expect(c.url).toMatch(/^https:\/\/[a-z0-9-]+\.example\.(com|org|net)$/);
    }
  });

  it('has no lookup key shared by two sectors', () => {
    const owner = new Map<string, string>();
    for (const s of sectors) {
      for (const k of [s.module, s.slug, s.heading, s.adminLabel, ...s.aliases]) {
        const prev = owner.get(norm(k));
        if (prev !== undefined) expect(prev).toBe(s.module);
        owner.set(norm(k), s.module);
      }
    }
  });

  it('findSector matches module, slug, heading, admin label and aliases', () => {
    expect(findSector('hotels')?.module).toBe('Hotels');
    expect(findSector('Multinational companies')?.module).toBe('Multinationals');
    expect(findSector('lounge-club')?.module).toBe('Lounges');
    expect(findSector('SuperMarkets')?.module).toBe('SalesOutlets');
    expect(findSector('Oil & Gas Companies')?.module).toBe('OilAndGas');
    expect(findSector('/lounge-cLub')?.module).toBe('Lounges');
    expect(findSector('nonsense')).toBeUndefined();
    expect(findSector('')).toBeUndefined();
    for (const s of sectors) {
      for (const k of [s.module, s.slug, s.heading, s.adminLabel]) {
        expect(findSector(k)).toBe(s);
      }
    }
  });
});

describe('topics', () => {
  it('has 185..195 unique titles', () => {
    expect(builtInTopics.length).toBeGreaterThanOrEqual(185);
    expect(builtInTopics.length).toBeLessThanOrEqual(195);
    expect(new Set(builtInTopics.map((t) => t.trim().toLowerCase())).size).toBe(builtInTopics.length);
  });

  it('keeps the spec lists', () => {
    expect([...topicCategories]).toEqual([
      'Computer Science', 'Computer Engineering', 'Electrical & Electronics',
      'Management', 'Business Administration', 'Economics',
    ]);
    expect([...programmingLanguages]).toEqual([
      'Visual Basic 6.0', 'C++', 'C#', 'HTML', 'Visual Web Developer',
      'PHP-MySQL', 'Java', 'Python', 'MatLab',
    ]);
  });
});

describe('products', () => {
  it('has the 11 products with enough features and benefits', () => {
    expect(products.map((p) => p.slug)).toEqual([
      'pos', 'hospital', 'school', 'e-ticketing', 'estate', 'hotel',
      'hrpayroll', 'smartlab', 'cooperative', 'agric-farm', 'inventory',
    ]);
    for (const p of products) {
      const features = p.sections
        .filter((s) => s.heading !== 'Benefits')
        .reduce((n, s) => n + s.items.length, 0);
      const benefits = p.sections.find((s) => s.heading === 'Benefits');
      expect(features, p.slug).toBeGreaterThanOrEqual(8);
      expect(benefits?.items.length ?? 0, p.slug).toBeGreaterThanOrEqual(5);
      expect(p.metaDescription.length, p.slug).toBeLessThanOrEqual(160);
      for (const s of p.sections) {
        expect(new Set(s.items).size, `${p.slug}/${s.heading}`).toBe(s.items.length);
      }
    }
  });

  it('carries the spec version labels and special sections', () => {
    const v = (slug: string) => findProduct(slug)?.version;
    expect(v('POS')).toBe('Stock Manager 10.2');
    expect(findProduct('pos')?.intro.join(' ')).toContain('Stock Manager 10.1');
    expect(v('hospital')).toBe('Medical QuickBook 10.2');
    expect(v('school')).toBe('E-School 10.4');
    expect(v('e-ticketing')).toBe('E-Ticket 10.1');
    expect(v('hotel')).toBe('Hotel Manager 10.1');
    expect(v('estate')).toBe('Estate Manager 20.2');
    const headings = (slug: string) => findProduct(slug)?.sections.map((s) => s.heading);
    expect(headings('hospital')).toEqual(['Features', 'Pharmacy Inventory', 'Benefits']);
    expect(headings('estate')).toEqual(['Admin', 'Accounts', 'Receptionist', 'Benefits']);
    expect(headings('agric-farm')).toEqual(['Accounting Features', 'Inventory Features', 'Benefits']);
    for (const s of findProduct('estate')?.sections ?? []) {
      if (s.heading !== 'Benefits') expect(s.items.length).toBeGreaterThanOrEqual(6);
    }
  });
});

describe('services and home', () => {
  it('has the 6 service pages', () => {
    expect(services.map((s) => [s.slug, s.title])).toEqual([
      ['domain', 'Web Designing & Hosting'],
      ['softwareDev', 'Software Development'],
      ['databaseManagement', 'Database Management'],
      ['BulkSMS', 'Bulk SMS'],
      ['training', 'ICT Training'],
      ['project', 'BSc, MSc, PhD Project Research'],
    ]);
    for (const s of services) expect(s.metaDescription.length, s.slug).toBeLessThanOrEqual(160);
    const domain = services[0];
    // The built-in copy quotes the hosting page's default price hint (content/prices.ts).
    expect(JSON.stringify(domain)).toContain('hosting from \u20a625,000 per year with a free domain');
    expect(domain.highlights?.length).toBeGreaterThanOrEqual(4);
    const sw = services[1].sections.map((s) => s.heading);
    expect(sw).toContain('Why choose us');
    expect(sw).toContain('How we work');
  });

  it('has the exact project access steps', () => {
    const project = services.find((s) => s.slug === 'project');
    const steps = project?.sections.find((s) => s.heading === 'How to access the project topics');
    expect(steps?.items).toEqual([
      'Click Login.',
      'Click Sign Up if you do not have an account yet.',
      'Enter your username, email and password.',
      'Click Submit.',
      'Check your email for your identification pin code (a 6-digit one-time code) and enter it to verify your email.',
      'Return and Login to access the topic pages.',
    ]);
    expect(steps?.items).toEqual(projectAccessSteps);
    expect(project?.sections.find((s) => s.heading === 'Project categories')?.items).toEqual([...topicCategories]);
  });

  it('has 6 home cards in spec order', () => {
    expect(homeServiceCards.map((c) => c.href)).toEqual([
      '/databaseManagement', '/training', '/domain', '/topics', '/training', '/softwareDev',
    ]);
  });
});

describe('company', () => {
  it('has 5 team members, 4 slides and the about copy', () => {
    expect(team.map((m) => m.role)).toEqual([
      'CEO', 'Director', 'Head of Training & ICT Support', 'Marketer', 'Sales Rep, Port Harcourt',
    ]);
    expect(slides).toHaveLength(4);
    expect(about.intro.split('\n\n')).toHaveLength(2);
    expect(about.values).toHaveLength(4);
  });
});

describe('copy hygiene', () => {
  it('contains no placeholder text', () => {
    const all = JSON.stringify({ sectors, products, services, homeServiceCards, about, team, slides, builtInTopics });
    expect(all).not.toMatch(/lorem|ipsum|TODO|coming soon|\{phone\}|\{email\}/i);
  });
});
