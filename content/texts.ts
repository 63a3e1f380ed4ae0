import type { FooterDocument, PrivacyDocument } from './types';

/**
 * The privacy notice a fresh install starts with: the 'privacy' site-content document
 * (docs/decisions/0007-site-content.md), edited in the admin area (Site content → Texts & privacy).
 * Markdown; the server fills in {placeholders} from the company details and the retention settings
 * (CONTACT_RETENTION_DAYS, UNVERIFIED_ACCOUNT_DAYS), so the notice states the periods the purge uses.
 */
export const privacy: PrivacyDocument = {
  summary:
    'How we collect, use, keep and protect your personal data, as the Nigeria Data Protection Act 2023 (NDPA) requires, and how you can use your rights.',
  lastUpdated: '2026-11-26',
  notice: `## Who we are

{companyName} is an ICT company based in Enugu, Nigeria, with a branch office in Port Harcourt. For the personal data described here we are the data controller. Our head office is at {headOfficeAddress}. You can reach us about privacy at [{email}](mailto:{email}) or on [{phone}](tel:{phoneTel}).

## What we collect, and why

- **Member accounts** (sign-up): your username, email address and password. We keep the password only in a scrambled (hashed) form that cannot be turned back into the password. We use these to give you the project topics and to keep your account safe (one-time codes by email, the time of your last login). Legal basis: our agreement with you (performing a contract, one of the lawful bases of the NDPA).
- **Contact messages and topic requests**: your name, email address, phone number (if you give one), how you would like us to answer, subject and message (for a topic request: the topic, level, department and deadline), to answer you; and the page your visit started on and the site or campaign link that brought you there, to know which of our adverts reach people. Legal basis: your request and our legitimate interest in answering enquiries.
- **Reviews**: the name you give, your rating, your comment and, if you choose, a profile picture. Approved reviews are shown publicly on this website. Legal basis: your consent, which you can withdraw by asking us to remove the review.
- **Technical data**: your network (IP) address, used only for a short time to limit abuse of our forms (too many attempts in a short time). We do not use advertising or tracking cookies.
- **Visit statistics**: to learn which pages and services people read, how they found us (for example a search engine, Facebook or a WhatsApp share) and whether the site is fast enough on their phones, we count page visits. We count them without cookies and without storing anything that identifies you: no IP address, no browser details, no account. For each day we turn your network address (and, depending on the site's settings, your browser) into a code that is scrambled with a random key, and we delete that key at the end of the day, so nobody (including us) can link the code to you or to your visits on other days. We also record the page, the kind of device (phone, tablet or computer), the browser's name, the connection type your browser reports (such as 3G or 4G), the website or app that sent you there, and how fast the page loaded. Taps on our phone numbers, WhatsApp link and e-mail address are counted the same way. Visits by our own administrators are not counted. Legal basis: our legitimate interest in knowing whether the website serves our customers.

## How long we keep it

- Member accounts: until you delete the account, which you can do yourself on [My account](/account). An account whose email address was never confirmed with the code we sent is deleted automatically after {unverifiedAccountDays} days.
- Contact messages: as long as we need them to deal with your enquiry, and at most {contactRetentionDays} days; older messages are deleted automatically.
- Reviews: while they are shown on the site. When you delete your account, your reviews stay without your name (shown as “Anonymous”); ask us if you want them removed too.
- One-time codes: they expire after a few minutes and cannot be used again.
- Visit statistics: the single visit records for {insightsRawDays} days; after that only daily totals (such as "120 people visited the POS page on Monday"), kept for {insightsKeepDays} days.

## Who we share it with

We do not sell personal data or share it for marketing, and no analytics or advertising company sees your visits: the statistics are counted on our own server. Our email provider delivers the mail we send you, and our hosting provider stores the website and its database; both act on our instructions only. We disclose data to authorities only where Nigerian law requires it.

## How we protect it

Passwords are hashed with Argon2id, one-time codes are stored only as keyed hashes and expire, the site is served over HTTPS, and only our administrators can see contact messages and the list of accounts. Every change an administrator makes to an account is recorded.

## Your rights

Under the NDPA you may:

- be told what data we hold about you, and get a copy ([My account](/account) has a “Download my data” button);
- have wrong data corrected (you can change your email address and password yourself);
- have your data erased (“Delete my account” on [My account](/account), or ask us);
- object to or restrict how we use it, and withdraw consent at any time;
- complain to the Nigeria Data Protection Commission (NDPC) at [ndpc.gov.ng](https://ndpc.gov.ng) if you think we have not handled your data properly.

To use any of these rights, [send us a message](/contact) or write to [{email}](mailto:{email}). We answer within 30 days.

## Changes to this notice

If we change how we use personal data, we will update this page and, for members, tell you by email.`,
};

/** The footer's own copy (its quick links); the offices, phones and e-mail come from 'company'. */
export const footer: FooterDocument = {
  quickLinks: [
    { href: '/companyProfile', label: 'Company Profile' },
    { href: '/softwareDev', label: 'Software Development' },
    { href: '/domain', label: 'Web Designing & Hosting' },
    { href: '/gallery', label: 'Photo Gallery' },
  ],
  rightsNotice: 'All rights reserved.',
};
