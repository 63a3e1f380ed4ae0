import type { IconName } from '../../components/icon-names';
import { isStaff, type Role } from '../../../common/roles';

/**
 * The admin sidebar: the original five sections (with Insights after the Dashboard), then Leads, Users, Site content and the Security log.
 * `admin: true` marks a section for administrators only (its calls are admin-only on the server,
 * common/api/access.ts); staff see the others (docs/decisions/0025-staff-role.md).
 */
export const SECTIONS = [
  { id: 'dashboard', label: 'Dashboard', icon: 'tiles' },
  // The owners' own visit statistics (modules/insights), loaded when first opened.
  { id: 'insights', label: 'Insights', icon: 'bar-chart' },
  { id: 'projects', label: 'Projects', icon: 'document' },
  { id: 'clients', label: 'Client Modules', icon: 'building' },
  { id: 'reviews', label: 'Reviews', icon: 'star-outline' },
  { id: 'gallery', label: 'Gallery', icon: 'photo' },
  // Every contact message and topic request, worked by staff (leads/); it replaced the Messages inbox.
  { id: 'leads', label: 'Leads', icon: 'envelope' },
  { id: 'users', label: 'Users', icon: 'people', admin: true },
  // The public site's own words and details (Company details first).
  { id: 'content', label: 'Site content', icon: 'layout' },
  { id: 'security', label: 'Security log', icon: 'shield-check', admin: true },
] as const satisfies readonly { id: string; label: string; icon: IconName; admin?: true }[];

export type SectionId = (typeof SECTIONS)[number]['id'];

/** May this role open the section? Staff: all but the administrators' own. */
export function sectionAllowed(id: SectionId, role: Role | string | undefined): boolean {
  if (!isStaff(role)) return false;
  const s = SECTIONS.find((x) => x.id === id);
  const adminOnly = !!s && 'admin' in s && s.admin;
  return !adminOnly || role === 'admin';
}

/** The sections a role sees in the sidebar. */
export const sectionsFor = (role: Role | string | undefined) => SECTIONS.filter((s) => sectionAllowed(s.id, role));

/** Older names of sections: the notice mails of new contact messages link to `?section=messages`. */
const ALIASES: Record<string, SectionId> = { messages: 'leads' };

export function toSection(value: string | null): SectionId {
  return SECTIONS.find((s) => s.id === value)?.id ?? (value ? ALIASES[value] : undefined) ?? 'dashboard';
}

/** The admin URL of a section, with extra query parameters (e.g. a client module or a review tab). */
export function sectionHref(id: SectionId, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams(id === 'dashboard' ? extra : { section: id, ...extra });
  const s = q.toString();
  return s ? `/admin?${s}` : '/admin';
}
