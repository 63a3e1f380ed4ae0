import { Link } from 'react-router';
import { Icon } from '../../components/icon';
import './not-found-screen.css';

/** Unknown paths and /unauthorized: the 404 screen, with the site's fixed wording. */

const popular = [
  { to: '/companyProfile', label: 'Company Profile', text: 'Who we are, our vision and our mission' },
  { to: '/softwareDev', label: 'Software Development', text: 'Custom and ready-made business software' },
  { to: '/products', label: 'Our Software Products', text: 'Point of sale, hospital, school and more' },
  { to: '/project', label: 'Project Research', text: 'BSc, MSc and PhD project support' },
  { to: '/training', label: 'ICT Training', text: 'Practical courses in Enugu' },
  { to: '/contact', label: 'Contact Us', text: 'Call, email or visit our offices' },
];

export function NotFoundScreen() {
  return (
    <main className="not-found">
      <div className="container not-found__inner">
        <NotFoundIllustration />
        <h1>404 Page Not Found</h1>
        <p className="not-found__text">The page has been deleted or moved to another URL.</p>
        <Link to="/" className="btn btn-primary">
          Go Home
        </Link>
        <section className="not-found__popular" aria-labelledby="not-found-popular">
          <h2 id="not-found-popular">Popular pages</h2>
          <ul>
            {popular.map((p) => (
              <li key={p.to}>
                <Link to={p.to}>
                  <span>
                    <strong>{p.label}</strong>
                    <span>{p.text}</span>
                  </span>
                  <Icon name="arrow-right" size={18} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </main>
  );
}

/** A monitor whose network cable has come unplugged. Decorative. */
function NotFoundIllustration() {
  return (
    <svg className="not-found__art" width="320" height="200" viewBox="0 0 320 200" aria-hidden="true" focusable="false">
      <ellipse cx="160" cy="186" rx="130" ry="8" fill="#e7f2ef" />
      <rect x="70" y="20" width="180" height="120" rx="12" fill="#0b5d4b" />
      <rect x="80" y="30" width="160" height="100" rx="6" fill="#f4f7f6" />
      <text
        x="160"
        y="92"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize="44"
        fontWeight="800"
        fill="#0b5d4b"
      >
        404
      </text>
      <circle cx="118" cy="108" r="3" fill="#f2a900" />
      <circle cx="130" cy="108" r="3" fill="#d9e1e5" />
      <circle cx="142" cy="108" r="3" fill="#d9e1e5" />
      <path d="M145 140h30l8 30h-46z" fill="#073f33" />
      <rect x="120" y="168" width="80" height="8" rx="4" fill="#073f33" />
      {/* cable from the monitor, ending in a plug */}
      <path d="M250 110c30 0 34 40 12 52" fill="none" stroke="#44525d" strokeWidth="4" strokeLinecap="round" />
      <rect x="250" y="158" width="22" height="14" rx="3" fill="#44525d" transform="rotate(-30 261 165)" />
      {/* the wall socket, just out of reach */}
      <rect x="282" y="150" width="26" height="34" rx="5" fill="#fff" stroke="#d9e1e5" strokeWidth="3" />
      <rect x="290" y="160" width="3" height="8" rx="1.5" fill="#44525d" />
      <rect x="297" y="160" width="3" height="8" rx="1.5" fill="#44525d" />
      <path d="M276 142l4-6M284 140l0-8M292 142l-2-6" stroke="#f2a900" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
