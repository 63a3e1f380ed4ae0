import { site } from './site';
import { hostingFrom } from './prices';
import type { AboutDocument, Slide, TeamMember } from './types';

const naira = hostingFrom();
const { students, deliveryHours } = site.claims;
/** Thousands separator without Intl, so server and browser render identically. */
const fmt = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * The 'about' site-content document a fresh install starts with (docs/decisions/0007-site-content.md).
 * The texts are Markdown; {placeholders} are filled in by the server from the company details, so
 * they quote the current name and figures (the same words as the old hard-coded copy).
 */
const introParagraphs = [
  `{companyName} is an information and communication technology company headquartered in Enugu, with a branch office in Port Harcourt. Since {foundingYear} we have helped hospitals, schools, hotels, estates, transport companies, retailers, churches and public agencies run better with software, databases, websites and well-trained staff.`,
  `Over {clients} clients rely on our software products and support, and more than {students} students have passed through our training and project research programmes. We deliver within {deliveryHours} hours after payment terms are met, and we stay on call long after installation.`,
];
const profileParagraphs = [
  `{companyName} was founded in Enugu in {foundingYear} by a small team of software engineers who saw local businesses struggling with imported software that did not understand naira pricing, Nigerian tax rules, erratic power or slow internet. We set out to build systems that work reliably in those conditions and to support them from an office our clients could walk into.`,
  `Today we develop and support a family of business applications, including Stock Manager 10.2 for retail, Medical QuickBook 10.2 for hospitals, E-School 10.4 for schools, E-Ticket 10.1 for transport companies, Hotel Manager 10.1 and Estate Manager 20.2, alongside HR and payroll, laboratory, cooperative, farm and inventory systems. We also administer Oracle, MySQL, SQL Server and Access databases, design and host websites from {hostingPrice} per year with a free domain, and run a bulk SMS service.`,
  `Our training centre offers practical courses in databases, web development, programming, artificial intelligence, computerised accounting and data analysis, and our project research unit supports BSc, MSc and PhD students in Computer Science, Computer Engineering, Electrical & Electronics, Management, Business Administration and Economics.`,
  `With over {clients} clients across the South-East, the South-South and beyond, we measure our success by theirs: shorter queues, accurate accounts, fewer leakages and staff who are confident with technology.`,
];

export const about: AboutDocument = {
  intro: introParagraphs.join('\n\n'),
  // The About Us page's "Our story": the first and last profile paragraphs around the intro's second.
  story: [profileParagraphs[0], introParagraphs[1], profileParagraphs[3]].join('\n\n'),
  profile: profileParagraphs.join('\n\n'),
  vision:
    'To be the most trusted ICT partner for businesses and institutions in Nigeria, known for technology that works in local conditions and for people who stand behind it.',
  mission:
    'To deliver reliable, affordable software, database, web and training solutions that help our clients serve their customers better, reduce losses and grow, backed by prompt, friendly local support.',
  values: [
    {
      title: 'Reliability',
      text: 'We build systems that keep working through power cuts and network outages, and we answer when clients call.',
    },
    {
      title: 'Integrity',
      text: 'Clear quotations, honest timelines and software that protects our clients against fraud and leakages.',
    },
    {
      title: 'Excellence',
      text: 'We test thoroughly, keep learning and hold our work to the standard of the best software houses anywhere.',
    },
    {
      title: 'Customer focus',
      text: 'We study how each client works before we build, and we train their staff until they are confident.',
    },
  ],
};

/** Management team, in display order, without photos (the initials are shown). Names are fictional placeholders. */
export const team: Omit<TeamMember, 'photo'>[] = [
  {
    name: 'Ikechukwu Anozie',
    role: 'CEO',
    initials: 'IA',
    bio: 'A software engineer with over twenty years of experience in database systems and business applications, Ikechukwu founded the company and leads its product strategy and key client relationships.',
  },
  {
    name: 'Ngozi Eze-Okonkwo',
    role: 'Director',
    initials: 'NE',
    bio: 'Ngozi oversees finance, administration and project delivery, making sure every installation is completed on schedule and every client agreement is honoured.',
  },
  {
    name: 'Chidiebere Ugwu',
    role: 'Head of Training & ICT Support',
    initials: 'CU',
    bio: 'An Oracle-certified database administrator and trainer, Chidiebere runs the training centre and the support desk that keeps client systems running.',
  },
  {
    name: 'Adaobi Nnamani',
    role: 'Marketer',
    initials: 'AN',
    bio: 'Adaobi works with hospitals, schools and businesses across the South-East to understand their needs and match them with the right solution.',
  },
  {
    name: 'Tamunotonye Briggs',
    role: 'Sales Rep, Port Harcourt',
    initials: 'TB',
    bio: 'Based at our Port Harcourt office, Tamunotonye serves clients in Rivers State and the oil and gas sector, from first demonstration to after-sales support.',
  },
];

/** Home page banner slides (the slider advances every 5 seconds). */
export const slides: Slide[] = [
  {
    title: 'Business Software Built for Nigerian Conditions',
    text: 'Point of sale, hospital, school, hotel, estate and payroll systems that work offline, report in naira and come with local support.',
    cta: { label: 'Explore Our Software', href: '/softwareDev' },
  },
  {
    title: 'Practical ICT and AI Training in Enugu',
    text: `Join over ${fmt(students)} students who have learned databases, web development, programming, AI and data analysis with us.`,
    cta: { label: 'View Courses', href: '/training' },
  },
  {
    title: `Web Hosting from ${naira} per Year`,
    text: 'Get a professionally designed website with a free domain, free SSL certificate, business email and daily backups.',
    cta: { label: 'Get Your Website', href: '/domain' },
  },
  {
    title: 'BSc, MSc and PhD Project Research',
    text: `Topics, research materials and working software across six disciplines, delivered within ${deliveryHours} hours after payment terms are met.`,
    cta: { label: 'Start Your Project', href: '/project' },
  },
];
