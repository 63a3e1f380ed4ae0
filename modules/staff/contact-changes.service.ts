import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../server/context';
import { whatsappTel } from '../../common/phone';
import { CompanySchema } from '../../common/site-content/company';
import { audit } from '../../server/services/audit';
import * as settings from '../../server/db/repositories/admin-settings';
import * as noticeRows from '../../server/db/repositories/notices';
import { contactChangeMail } from './contact-change-mail.server';

/**
 * The public contact details — the company e-mail, the phone numbers and the WhatsApp number —
 * are site content that staff may publish. Every way a change reaches the public site (publishing
 * the draft, restoring an earlier version) writes the old and new values into its security-log
 * entry; a change by anyone but an administrator is also mailed to every enabled administrator,
 * stored first and retried like the other notices (docs/decisions/0025-staff-role.md).
 */

type Change = { field: string; before: string; after: string };

/** The contact details of a stored company document, read leniently (an old shape still compares). */
function contactOf(json: string) {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    raw = {};
  }
  const parsed = CompanySchema.safeParse(raw);
  if (!parsed.success) {
    const doc = (raw ?? {}) as { email?: unknown; phones?: { tel?: unknown }[] };
    return { email: String(doc.email ?? ''), phones: (doc.phones ?? []).map((p) => String(p?.tel ?? '')), whatsapp: '' };
  }
  return { email: parsed.data.email, phones: parsed.data.phones.map((p) => p.tel), whatsapp: whatsappTel(parsed.data) };
}

/** What changed in the contact details between two company documents (stored JSON). */
export function contactChanges(beforeJson: string, afterJson: string): Change[] {
  const a = contactOf(beforeJson);
  const b = contactOf(afterJson);
  const changes: Change[] = [];
  if (a.email.toLowerCase() !== b.email.toLowerCase()) changes.push({ field: 'E-mail', before: a.email, after: b.email });
  if (a.phones.join(', ') !== b.phones.join(', ')) changes.push({ field: 'Phone numbers', before: a.phones.join(', '), after: b.phones.join(', ') });
  if (a.whatsapp !== b.whatsapp) changes.push({ field: 'WhatsApp', before: a.whatsapp, after: b.whatsapp });
  return changes;
}

/**
 * After `company` was published or restored: when its contact details changed, the security-log
 * entry of the publish names them, and a staff change is mailed to every enabled administrator.
 * Nothing is done for other documents or when the contact details stayed the same (the route's
 * ordinary entry is written then).
 */
export async function reportContactChanges(
  ctx: AppContext,
  req: FastifyRequest,
  v: { key: string; action: 'content.publish' | 'content.restore'; before: string; after: string; by: { username: string; email: string; role: string } },
): Promise<void> {
  if (v.key !== 'company') return;
  const changes = contactChanges(v.before, v.after);
  if (!changes.length) return;
  const detail = `Contact details: ${changes.map((c) => `${c.field}: ${c.before || '(none)'} → ${c.after || '(none)'}`).join('; ')}`;
  await audit(ctx, req, { action: v.action, target: { type: 'content', label: 'company' }, detail });
  const me = v.by;
  if (me.role === 'admin') return;
  const site = await ctx.siteContent.company();
  const mail = contactChangeMail({
    siteName: site.name,
    by: `${me.username} (${me.email})`,
    how: v.action === 'content.publish' ? 'Published' : 'Restored an earlier version',
    changes,
    logUrl: `${ctx.config.publicUrl}/admin?section=security`,
  });
  const admins = await settings.adminEmails(ctx.db);
  const ids = await noticeRows.addAdminNotices(ctx.db, admins.map((a) => ({ to: a.email, ...mail })));
  for (const id of ids) ctx.background('contact change notice', () => ctx.notices.deliver('admin', id));
}
