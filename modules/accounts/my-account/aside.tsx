import { Link } from 'react-router';
import { useCompany } from '../../../app/lib/company';

export function AccountAside() {
  const site = useCompany();
  return (
    <>
      <h2 className="account-aside-title">Your data, your rights</h2>
      <p>
        Under the Nigeria Data Protection Act 2023 you may see the data we hold about you, have it corrected, take a copy
        and have it erased. Everything on this page is yours to use at any time.
      </p>
      <ul className="check-list">
        <li>We keep your username, email address and a scrambled (hashed) form of your password, never the password itself.</li>
        <li>We record when you signed up and when you last logged in, to keep the account safe.</li>
        <li>We never sell or share your details for marketing.</li>
      </ul>
      <p className="auth-aside-note">
        Questions about your data? Write to <a href={`mailto:${site.email}`}>{site.email}</a> or{' '}
        <Link to="/contact">send us a message</Link>.
      </p>
    </>
  );
}
