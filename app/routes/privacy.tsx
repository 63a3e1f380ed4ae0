import { Link } from 'react-router';
import type { Route } from './+types/privacy';
import { pageMeta } from '../lib/meta';
import { companyOf, headOffice, useCompany } from '../lib/company';
import './pages.css';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    'Privacy Notice',
    `How ${companyOf(args)?.name ?? 'we'} collects, uses, keeps and protects personal data under the Nigeria Data Protection Act 2023, and how to use your rights.`,
  );

/** Issue 14, item 5: the privacy notice that every form collecting personal data links to. */
export default function Privacy() {
  const site = useCompany();
  const head = headOffice(site);
  return (
    <main>
      <section className="page-hero">
        <div className="container">
          <span className="eyebrow">{site.shortName}</span>
          <h1>Privacy Notice</h1>
          <p>
            How we collect, use, keep and protect your personal data, as the Nigeria Data Protection Act 2023 (NDPA)
            requires, and how you can use your rights.
          </p>
        </div>
      </section>
      <section className="section">
        <div className="container prose privacy">
          <h2>Who we are</h2>
          <p>
            {site.name} is an ICT company based in Enugu, Nigeria, with a branch office in Port Harcourt. For the personal
            data described here we are the data controller. Our head office is at {head.streetAddress}, {head.city}{' '}
            {head.postalCode}, {head.region}. You can reach us about privacy at <a href={`mailto:${site.email}`}>{site.email}</a>{' '}
            or on <a href={`tel:${site.phones[0].tel}`}>{site.phones[0].display}</a>.
          </p>

          <h2>What we collect, and why</h2>
          <ul>
            <li>
              <strong>Member accounts</strong> (sign-up): your username, email address and password. We keep the password
              only in a scrambled (hashed) form that cannot be turned back into the password. We use these to give you the
              project topics and to keep your account safe (one-time codes by email, the time of your last login). Legal
              basis: our agreement with you (performing a contract, one of the lawful bases of the NDPA).
            </li>
            <li>
              <strong>Contact messages</strong>: your name, email address, subject and message, to answer you. Legal basis:
              your request and our legitimate interest in answering enquiries.
            </li>
            <li>
              <strong>Reviews</strong>: the name you give, your rating, your comment and, if you choose, a profile picture.
              Approved reviews are shown publicly on this website. Legal basis: your consent, which you can withdraw by asking
              us to remove the review.
            </li>
            <li>
              <strong>Technical data</strong>: your network (IP) address, used only for a short time to limit abuse of our
              forms (too many attempts in a short time). We do not use advertising or tracking cookies.
            </li>
          </ul>

          <h2>How long we keep it</h2>
          <ul>
            <li>Member accounts: until you delete the account, which you can do yourself on <Link to="/account">My account</Link>. An account whose email address was never confirmed with the code we sent is deleted automatically after 30 days.</li>
            <li>Contact messages: as long as we need them to deal with your enquiry, and at most 12 months (365 days); older messages are deleted automatically.</li>
            <li>Reviews: while they are shown on the site. When you delete your account, your reviews stay without your name (shown as &ldquo;Anonymous&rdquo;); ask us if you want them removed too.</li>
            <li>One-time codes: they expire after a few minutes and cannot be used again.</li>
          </ul>

          <h2>Who we share it with</h2>
          <p>
            We do not sell personal data or share it for marketing. Our email provider delivers the mail we send you, and
            our hosting provider stores the website and its database; both act on our instructions only. We disclose data to
            authorities only where Nigerian law requires it.
          </p>

          <h2>How we protect it</h2>
          <p>
            Passwords are hashed with Argon2id, one-time codes are stored only as keyed hashes and expire, the site is served
            over HTTPS, and only our administrators can see contact messages and the list of accounts. Every change an
            administrator makes to an account is recorded.
          </p>

          <h2>Your rights</h2>
          <p>Under the NDPA you may:</p>
          <ul>
            <li>be told what data we hold about you, and get a copy (<Link to="/account">My account</Link> has a &ldquo;Download my data&rdquo; button);</li>
            <li>have wrong data corrected (you can change your email address and password yourself);</li>
            <li>have your data erased (&ldquo;Delete my account&rdquo; on <Link to="/account">My account</Link>, or ask us);</li>
            <li>object to or restrict how we use it, and withdraw consent at any time;</li>
            <li>
              complain to the Nigeria Data Protection Commission (NDPC) at{' '}
              <a href="https://ndpc.gov.ng" rel="noopener noreferrer">
                ndpc.gov.ng
              </a>{' '}
              if you think we have not handled your data properly.
            </li>
          </ul>
          <p>
            To use any of these rights, <Link to="/contact">send us a message</Link> or write to{' '}
            <a href={`mailto:${site.email}`}>{site.email}</a>. We answer within 30 days.
          </p>

          <h2>Changes to this notice</h2>
          <p>If we change how we use personal data, we will update this page and, for members, tell you by email.</p>
        </div>
      </section>
    </main>
  );
}
