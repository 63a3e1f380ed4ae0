import { site } from './site';
import { hostingFrom } from './prices';
import { products } from './products';
import { programmingLanguages, topicCategories } from './topic-meta';
import type { HomeServiceCard, ServicePage } from './types';

const naira = hostingFrom();
const { clients, students, deliveryHours } = site.claims;
/** Thousands separator without Intl, so server and browser render identically. */
const fmt = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The steps shown on /project, in the order a student goes through them. */
export const projectAccessSteps: string[] = [
  'Click Login.',
  'Click Sign Up if you do not have an account yet.',
  'Enter your username, email and password.',
  'Click Submit.',
  'Check your email for your identification pin code (a 6-digit one-time code) and enter it to verify your email.',
  'Return and Login to access the topic pages.',
];

export const services: ServicePage[] = [
  {
    slug: 'domain',
    priceCard: true,
    tileIcon: 'code',
    cta: {
      title: 'Ready to get your business online?',
      text: 'Call or message us and we will recommend the right plan and domain name for you.',
    },
    title: 'Web Designing & Hosting',
    metaDescription: `Website design, domain registration and web hosting in Enugu. Hosting from ${naira} per year with a free domain, free SSL and cPanel access.`,
    summary: `Fast, mobile-friendly websites designed in Enugu, with hosting from ${naira} per year with a free domain.`,
    intro: [
      `Your website is often the first place a customer meets your business. ${site.shortName} designs clean, fast websites that load well on the mobile networks your customers actually use, tell visitors clearly what you offer and make it easy for them to call, chat on WhatsApp or send an enquiry.`,
      `We register your domain, host the site on our servers and look after it afterwards. Hosting starts from ${naira} per year with a free domain, and every plan includes a free SSL certificate, business email accounts and daily backups.`,
      'Whether you need a one-page profile for a new shop, a full school portal or an online store that accepts card and bank-transfer payments, we scope the work with you, agree a fixed price and hand over a site your own staff can update.',
    ],
    highlights: [
      'Free domain name',
      `Hosting from ${naira} per year`,
      'Free SSL certificate',
      '99.9% uptime',
      'cPanel access',
      'Daily backups',
    ],
    sections: [
      {
        heading: 'What we offer',
        layout: 'list',
        items: [
          'Domain registration for .com, .com.ng, .ng, .org and .net names',
          'Responsive website design that works on phones, tablets and desktops',
          'E-commerce websites with Paystack, Flutterwave and bank-transfer checkout',
          'School, church, hotel and corporate websites with easy content editing',
          'Business email addresses on your own domain (e.g. sales@yourcompany.com.ng)',
          'Website redesign and migration from your old host without downtime',
          'Search engine optimisation so customers in Enugu and beyond can find you on Google',
          'Google Business Profile, WhatsApp chat button and social media integration',
        ],
      },
      {
        heading: 'Hosting features',
        layout: 'list',
        items: [
          `Hosting from ${naira} per year with a free domain`,
          'Free SSL certificate so your site shows the padlock in every browser',
          'cPanel control panel with one-click installs for WordPress and other apps',
          'Daily backups with quick restore on request',
          '99.9% uptime on monitored servers',
          'Malware scanning and spam-filtered email',
          'Friendly support by phone, email and WhatsApp from our Enugu office',
        ],
      },
      {
        heading: 'How we build your website',
        layout: 'steps',
        items: [
          'Discovery: we meet, agree your goals, pages and budget',
          'Design: you review a mock-up of the home page before we build',
          'Build: we develop the pages, forms and integrations on a private preview link',
          'Review: you test the site and request changes',
          'Launch: we connect your domain, install SSL and submit the site to Google',
          'Training and support: we show your staff how to update content and stay on call afterwards',
        ],
      },
    ],
  },
  {
    slug: 'softwareDev',
    priceCard: false,
    tileIcon: 'code',
    cta: {
      title: 'Let’s discuss your software project',
      text: 'Book a free demonstration of any product, or tell us what you need built.',
    },
    title: 'Software Development',
    metaDescription:
      'Custom software and ready-made business applications for hospitals, schools, hotels, estates, transport firms and retailers, built and supported in Enugu.',
    summary:
      'Ready-made and custom business software, built in Enugu and supported wherever you operate.',
    intro: [
      `${site.shortName} builds software that fits the way Nigerian businesses really work: unreliable power and internet, naira pricing, VAT, PAYE, multiple branches and staff who need to be productive on the first day. Our applications run offline on your local network and synchronise when the connection returns.`,
      `Over ${fmt(clients)} clients across hospitals, schools, hotels, estates, transport companies, supermarkets and government agencies use our products every day. When an off-the-shelf package does not fit, we design and build a custom solution around your processes.`,
    ],
    sections: [
      {
        heading: 'Why choose us',
        layout: 'list',
        items: [
          `Proven track record with over ${fmt(clients)} clients in the South-East and beyond`,
          'Software designed for local realities: offline operation, naira formats, Nigerian tax rules',
          `Fast delivery: installation within ${deliveryHours} hours after payment terms are met`,
          'On-site installation, data migration and staff training included',
          'Local support team in Enugu and Port Harcourt that answers the phone',
          'Regular updates that add features without losing your data',
          'Role-based access control and audit trails to prevent fraud and leakages',
          'Source-code escrow and clear ownership terms for custom projects',
        ],
      },
      {
        heading: 'How we work',
        layout: 'steps',
        items: [
          'Requirements gathering: we visit your premises and study how work is done today',
          'Proposal: a written scope, timeline and fixed quotation',
          'Prototype: you see and try the key screens before full development starts',
          'Development in short cycles with a demonstration at the end of each one',
          'Testing with your real data and your own staff',
          'Installation, data migration and hands-on training',
          'Go-live support and an annual maintenance plan',
        ],
      },
      {
        heading: 'Our software products',
        layout: 'products',
        items: products.map((p) => (p.version ? `${p.name} \u2013 ${p.version}` : p.name)),
      },
      {
        heading: 'Technologies we use',
        layout: 'tiles',
        items: [
          'Desktop: C#, .NET and Visual Basic for Windows point-of-sale and back-office systems',
          'Web: PHP-MySQL, JavaScript and TypeScript for portals and dashboards',
          'Mobile: Android applications for field staff and customers',
          'Databases: Oracle, MySQL, SQL Server and Microsoft Access',
          'Integrations: biometric devices, barcode scanners, thermal printers and bulk SMS',
        ],
      },
    ],
  },
  {
    slug: 'databaseManagement',
    priceCard: false,
    tileIcon: 'code',
    cta: {
      title: 'Is your data safe and fast?',
      text: 'Ask for a database health check and we will tell you where you stand, in writing.',
    },
    title: 'Database Management',
    metaDescription:
      'Oracle, MySQL, SQL Server and Microsoft Access database design, administration, tuning, backup and recovery for organisations in Enugu and Port Harcourt.',
    summary:
      'Design, administration, backup and recovery for Oracle, MySQL, SQL Server and Access databases.',
    intro: [
      'Your data is your business: customer records, patient files, student results, accounts and stock. We design databases that keep that data accurate and secure, and we administer them so they stay fast and available when your staff need them.',
      'Our database administrators work with Oracle, MySQL, SQL Server and Microsoft Access. We take on one-off projects such as migrations and performance tuning, and we also provide monthly administration contracts with scheduled health checks and reports.',
    ],
    sections: [
      {
        heading: 'Databases we support',
        layout: 'tiles',
        items: [
          'Oracle Database: installation, schema design, PL/SQL development and RMAN backups',
          'MySQL and MariaDB: replication, query optimisation and web application back ends',
          'Microsoft SQL Server: administration, SSIS data loads and SSRS reporting',
          'Microsoft Access: desktop databases for small offices, and upgrades to SQL Server when you outgrow them',
        ],
      },
      {
        heading: 'Our database services',
        layout: 'list',
        items: [
          'Database design and normalisation for new applications',
          'Data migration from spreadsheets and legacy systems',
          'Performance tuning, indexing and slow-query analysis',
          'Automated daily backups with off-site copies and tested restores',
          'User access control, encryption and audit logging',
          'High availability with replication and failover',
          'Monthly health checks with a written report',
          'Emergency data recovery after hardware failure or corruption',
        ],
      },
      {
        heading: 'Who we help',
        layout: 'list',
        body: [
          'Hospitals that must keep patient records safe for years, schools that compute thousands of results each term, banks and cooperatives that reconcile transactions daily, and retailers with stock across several branches all rely on well-run databases. We size the solution to your organisation, from a single Access file to a replicated Oracle cluster.',
        ],
      },
    ],
  },
  {
    slug: 'BulkSMS',
    priceCard: false,
    tileIcon: 'sms',
    cta: {
      title: 'Start sending in minutes',
      text: 'Open an account today and we will register your sender ID for you.',
    },
    title: 'Bulk SMS',
    metaDescription:
      'Reliable bulk SMS in Nigeria with custom sender ID, scheduling, personalised messages and delivery reports for schools, churches and businesses.',
    summary:
      'Send personalised text messages to thousands of customers, parents or members at once, with delivery reports.',
    intro: [
      'Text messages reach every phone, with or without data. Our bulk SMS service lets you send announcements, reminders, promotions and alerts to your contacts in minutes, with your organisation name as the sender.',
      'We route messages through direct connections to Nigerian networks, including delivery to numbers on the Do-Not-Disturb list for approved transactional messages, so your important messages arrive on time.',
    ],
    sections: [
      {
        heading: 'Features',
        layout: 'list',
        items: [
          'Custom sender ID showing your organisation name',
          'Personalised messages with each recipient\u2019s name and details',
          'Upload contacts from Excel or CSV and save them in groups',
          'Schedule messages for a future date and time',
          'Real-time delivery reports for every message',
          'Transactional route for OTPs, alerts and DND numbers',
          'API for sending SMS from your own website or software',
          'Affordable prepaid units with no monthly fee',
        ],
      },
      {
        heading: 'Popular uses',
        layout: 'tiles',
        items: [
          'Schools: fee reminders, result notifications and resumption dates',
          'Churches and associations: service announcements and birthday wishes',
          'Businesses: promotions, new stock alerts and customer appreciation',
          'Hospitals: appointment reminders and test result notifications',
          'Cooperatives: contribution receipts and meeting notices',
          'Events: invitations and reminders for weddings, burials and conferences',
        ],
      },
      {
        heading: 'Getting started',
        layout: 'steps',
        items: [
          'Contact us to open an account',
          'Register your sender ID',
          'Buy SMS units by bank transfer or card',
          'Upload your contacts and send your first message',
        ],
      },
    ],
  },
  {
    slug: 'training',
    priceCard: false,
    tileIcon: 'code',
    cta: {
      title: 'Enrol for the next class',
      text: 'New weekday, weekend and evening classes start every month at our Enugu centre.',
    },
    title: 'ICT Training',
    metaDescription:
      'Practical ICT and AI training in Enugu: Oracle, MySQL, web design, programming, artificial intelligence, computerised accounting and data analysis.',
    summary:
      'Hands-on ICT and AI courses for students, job seekers and working professionals, taught by practising developers.',
    intro: [
      `Our training centre in Enugu has helped over ${fmt(students)} students and professionals gain practical computer skills. Every course is taught by engineers who build real systems, and every class is hands-on: you work on a computer from the first day and finish with a project you can show an employer.`,
      'We run weekday, weekend and evening classes, one-on-one coaching and in-house training for organisations. Certificates are issued on completion of each course.',
    ],
    sections: [
      {
        heading: 'Courses we offer',
        layout: 'courses',
        items: [
          'Oracle Database administration and SQL',
          'MySQL database design and administration',
          'Web design and development: HTML, CSS, JavaScript and PHP-MySQL',
          'Programming: Python, Java, C# and C++',
          'Artificial intelligence and machine learning with Python',
          'Computerised accounting with QuickBooks and Sage 50 (Peachtree)',
          'Data analysis with Microsoft Excel, Power BI and SQL',
          'Computer appreciation and Microsoft Office for beginners',
          'Networking, computer maintenance and cyber security basics',
        ],
      },
      {
        heading: 'Training options',
        layout: 'list',
        items: [
          'Weekday classes (morning or afternoon)',
          'Weekend classes for working professionals',
          'One-on-one coaching at your own pace',
          'Corporate and in-house training for your staff',
          'SIWES and industrial training placements for students',
        ],
      },
      {
        heading: 'Why train with us',
        layout: 'list',
        items: [
          'Small classes with a computer for every student',
          'Instructors who work on live client projects',
          'Course materials and practice datasets to keep',
          'Certificate of completion',
          'Steady power supply and internet in the training lab',
          'Career guidance and help building your portfolio',
        ],
      },
    ],
  },
  {
    slug: 'project',
    priceCard: false,
    tileIcon: 'code',
    cta: {
      title: 'Need help choosing a topic?',
      text: 'Tell us your department and level, and we will suggest topics and a timeline.',
    },
    title: 'BSc, MSc, PhD Project Research',
    metaDescription:
      'BSc, MSc and PhD project research support in Computer Science, Engineering, Management, Business Administration and Economics. Browse topics after sign-up.',
    summary:
      'Guidance, research materials and working software for undergraduate and postgraduate projects.',
    intro: [
      `For years students have come to ${site.shortName} for help with final-year and postgraduate research. We have assisted over ${fmt(students)} students with topic selection, literature review, system design, programming, hardware construction and data analysis.`,
      `Registered members can browse our list of project topics. When you have chosen a topic, contact us and we will deliver your materials within ${deliveryHours} hours after payment terms are met.`,
    ],
    sections: [
      {
        heading: 'Project categories',
        layout: 'categories',
        items: [...topicCategories],
      },
      {
        heading: 'What we provide',
        layout: 'list',
        items: [
          'Topic selection and proposal writing',
          'Complete chapters one to five with references',
          'Working software with source code and documentation',
          'Hardware design, circuit diagrams and construction guidance',
          'Questionnaire design and statistical analysis with SPSS, E-Views and Stata',
          'Defence preparation and explanation of your project',
        ],
      },
      {
        heading: 'Programming languages we use',
        layout: 'badges',
        items: [...programmingLanguages],
      },
      {
        heading: 'How to access the project topics',
        layout: 'account-steps',
        items: projectAccessSteps,
      },
    ],
  },
];

/** The six service cards on the home page, in display order. */
export const homeServiceCards: HomeServiceCard[] = [
  {
    title: 'Database Management',
    text: 'Design, administration, backup and recovery of Oracle, MySQL, SQL Server and Access databases.',
    href: '/databaseManagement',
    icon: 'database',
  },
  {
    title: 'ICT Training',
    text: 'Hands-on courses in databases, web design, programming, accounting software and data analysis.',
    href: '/training',
    icon: 'training',
  },
  {
    title: 'Domain & Hosting',
    text: `Website design and hosting from ${naira} per year with a free domain and free SSL certificate.`,
    href: '/domain',
    icon: 'server',
  },
  {
    title: 'Project Research',
    text: 'BSc, MSc and PhD project topics and research support across six disciplines.',
    href: '/topics',
    icon: 'book',
  },
  {
    title: 'AI Training',
    text: 'Learn artificial intelligence and machine learning with Python through practical, project-based classes.',
    href: '/training',
    icon: 'ai',
  },
  {
    title: 'Software Development',
    text: 'Ready-made and custom software for hospitals, schools, hotels, estates, transport and retail.',
    href: '/softwareDev',
    icon: 'code',
  },
];
