import { Suspense, useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAnswer } from './use-list';
import { useSession } from '../../lib/session';
import { ROLE_LABELS, isStaff } from '../../../common/roles';
import { Icon } from '../../components/icon';
import { SECTIONS, sectionAllowed, sectionHref, sectionsFor, toSection, type SectionId } from './sections';
import { Dashboard } from '../../../modules/dashboard';
import { ClientsSection } from '../../../modules/clients';
import { GallerySection } from '../../../modules/gallery';
import { TopicsSection } from '../../../modules/topics';
import { ReviewsSection } from '../../../modules/reviews';
import { LeadsSection } from '../../../modules/leads';
import { InsightsSection } from '../../../modules/insights';
import { AuditSection, UsersSection } from '../../../modules/staff';
// The site-content editors (and the zod schemas they validate with) load only when their section opens.
import { SiteContentSection } from '../../../modules/site-content';
import { SessionKeeper } from './session-keeper';
// The admin area's stylesheets, all imported here and in this order, so the admin chunk's one CSS
// file keeps it: later files refine earlier ones. The site content editor's styles come with the
// admin chunk too, ahead of the editors' own stylesheets that load with that section.
import './admin.css';
import './admin-lists.css';
import '../../../modules/dashboard/dashboard.css';
import '../../../modules/clients/admin/client-modules.css';
import './picture-input.css';
import '../../../modules/gallery/admin/gallery-section.css';
import '../../../modules/reviews/admin/reviews-section.css';
import '../../../modules/leads/inbox/leads.css';
import '../../../modules/staff/admin/users-section.css';
import '../../../modules/site-content/admin/editor.css';

/**
 * The admin area. The section lives in the URL (?section=reviews), so a reload
 * or the back button keeps it; switching moves the keyboard focus to the section's heading.
 */
export default function AdminApp() {
  const session = useSession();
  const [params] = useSearchParams();
  const section = toSection(params.get('section'));
  // The dashboard's figures and the sidebar's badges, read again after a change in a section.
  const stats = useAnswer('stats');
  const counts = stats.data?.counts ?? null;
  const countsFailed = stats.state === 'error';
  const refreshCounts = stats.reload;

  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef<SectionId | null>(null);
  useEffect(() => {
    if (shown.current !== null && shown.current !== section) heading.current?.focus();
    shown.current = section;
  }, [section]);

  const current = SECTIONS.find((s) => s.id === section)!;
  const role = session?.user.role;
  // A section this role may not open (a shared link, an old bookmark) says so instead of failing call by call.
  const allowed = sectionAllowed(section, role);
  const username = session?.user.username || 'Admin';
  const badge: Partial<Record<SectionId, number>> = {
    reviews: counts?.pendingReviews,
    leads: counts?.unreadMessages,
  };

  return (
    <main className="admin">
      <SessionKeeper />
      <div className="admin-bar">
        <div className="admin-bar__inner">
          <div>
            <p className="admin-bar__eyebrow">Admin area</p>
            <h1 className="admin-bar__title">Website management</h1>
          </div>
          <p className="admin-bar__who">
            Signed in as <strong>{username}</strong>
            {isStaff(role) ? ` (${ROLE_LABELS[role]})` : null}
          </p>
        </div>
      </div>

      <div className="admin-layout">
        <nav className="admin-nav" aria-label="Admin sections">
          <ul>
            {sectionsFor(role).map((s) => {
              const n = badge[s.id];
              return (
                <li key={s.id}>
                  <Link
                    to={sectionHref(s.id)}
                    className="admin-nav__link"
                    aria-current={s.id === section ? 'page' : undefined}
                    preventScrollReset
                  >
                    <Icon name={s.icon} size={20} />
                    <span className="admin-nav__label">{s.label}</span>
                    {n ? (
                      <span className="admin-nav__badge">
                        {n}
                        <span className="visually-hidden"> {s.id === 'reviews' ? 'waiting' : 'unread'}</span>
                      </span>
                    ) : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <section className="admin-panel" aria-labelledby="admin-section-heading">
          <h2 id="admin-section-heading" className="admin-panel__heading" tabIndex={-1} ref={heading}>
            {section === 'dashboard' ? `Welcome, ${username}` : current.label}
          </h2>
          {!allowed && (
            <div className="form-message form-message--error" role="alert">
              <p>Only administrators can open {current.label}. Choose another section.</p>
            </div>
          )}
          {allowed && section === 'dashboard' && <Dashboard counts={counts} failed={countsFailed} onRetry={refreshCounts} />}
          {allowed && section === 'insights' && (
            <Suspense fallback={<p className="admin-muted">Loading the figures…</p>}>
              <InsightsSection />
            </Suspense>
          )}
          {allowed && section === 'projects' && <TopicsSection onChange={refreshCounts} />}
          {allowed && section === 'clients' && <ClientsSection onChange={refreshCounts} />}
          {allowed && section === 'reviews' && <ReviewsSection pending={counts?.pendingReviews} onChange={refreshCounts} />}
          {allowed && section === 'gallery' && <GallerySection onChange={refreshCounts} />}
          {allowed && section === 'leads' && <LeadsSection onChange={refreshCounts} />}
          {allowed && section === 'users' && <UsersSection />}
          {allowed && section === 'security' && <AuditSection />}
          {allowed && section === 'content' && (
            <Suspense fallback={<p className="admin-muted">Loading the editor…</p>}>
              <SiteContentSection />
            </Suspense>
          )}
        </section>
      </div>
    </main>
  );
}
