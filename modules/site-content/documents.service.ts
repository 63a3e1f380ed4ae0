import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../server/context';
import type { TokenUser } from '../../server/services/tokens';
import { accountOf, userOf } from '../../server/http/scopes';
import { badRequest, conflict, notFound } from '../../server/http/errors';
import { keysFromSrcset } from '../../server/services/images';
import { CONTENT_SCHEMAS, contentKind, firstIssueMessage, issuePlace, type ContentKind } from '../../common/site-content';
import { reportContactChanges } from '../staff/calls.server';
import * as content from './site-content.repository';

/**
 * A document's life in the editor (docs/decisions/0007-site-content.md): it has a published value
 * and at most one draft. A draft is checked with the key's schema and its pictures must still be
 * stored; publishing takes the draft only while it is still the one read (a save racing a publish
 * publishes neither half-way), checks it again, writes a revision and clears every cache; a restore
 * publishes an earlier version again as a new revision and leaves the draft as it is. A change of
 * the public contact details is reported (modules/staff: the security log, and a mail to the
 * administrators when staff made it).
 */

/** Who saved or published, as the History panel names them. */
const editorOf = (u: TokenUser): content.Editor => ({ id: u.id, username: u.username.slice(0, 60) || u.email.slice(0, 60) });

const noSuchDocument = (key: string) => notFound(`There is no site content called "${key.slice(0, 60)}".`);

/** The kind of a document key (its schema), or 404. */
export function kindOf(key: string): ContentKind {
  const kind = contentKind(key);
  if (!kind) throw noSuchDocument(key);
  return kind;
}

/** A value checked with the kind's schema; 400 names the first field that is not valid. */
function parseValue(kind: ContentKind, value: unknown) {
  const r = CONTENT_SCHEMAS[kind].safeParse(value);
  if (!r.success) throw badRequest(firstIssueMessage(r.error));
  return r.data;
}

/** A stored document with its kind, or 404. */
export async function loadDocument(ctx: AppContext, key: string) {
  const kind = kindOf(key);
  const row = await content.find(ctx.db, key);
  if (!row) throw noSuchDocument(key);
  return { kind, row };
}

/** Every uploaded picture referenced in a value (objects with `url` and `srcset`), with its place. */
function imagesIn(value: unknown, path: (string | number)[] = [], out: { path: (string | number)[]; url: string }[] = []) {
  if (Array.isArray(value)) value.forEach((v, i) => imagesIn(v, [...path, i], out));
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.url === 'string' && typeof o.srcset === 'string') out.push({ path, url: o.url });
    else for (const [k, v] of Object.entries(o)) imagesIn(v, [...path, k], out);
  }
  return out;
}

/** Saves the draft: checked with the key's schema, each picture still in this site's storage. Returns when. */
export async function saveDraft(ctx: AppContext, req: FastifyRequest, key: string, sent: unknown): Promise<string> {
  const value = parseValue(kindOf(key), sent);
  // The schema checked each picture's shape; here: that it is still in our storage.
  for (const img of imagesIn(value)) {
    const [stored] = keysFromSrcset(img.url);
    if (!stored || !(await ctx.storage.get(stored))) {
      const place = issuePlace(img.path);
      throw badRequest(`${place ? `${place}: ` : ''}the picture was not found on this site. Please upload it again.`);
    }
  }
  const savedAt = await content.saveDraft(ctx.db, key, JSON.stringify(value), editorOf(userOf(req)));
  if (!savedAt) throw noSuchDocument(key);
  return savedAt;
}

export async function discardDraft(ctx: AppContext, key: string): Promise<void> {
  await loadDocument(ctx, key);
  if (!(await content.discardDraft(ctx.db, key))) throw conflict('There is no draft to discard.');
}

/** Publishes the draft read now, checked again (the schema may have become stricter since it was saved). */
export async function publishDraft(ctx: AppContext, req: FastifyRequest, key: string) {
  const { kind, row } = await loadDocument(ctx, key);
  if (row.draft === null) throw conflict('There is no draft to publish. Save your changes first.');
  const value = JSON.stringify(parseValue(kind, JSON.parse(row.draft)));
  const by = editorOf(userOf(req));
  const r = await content.publish(ctx.db, row.key, value, by, { expectedDraft: row.draft });
  if (!r) throw conflict('The draft changed while publishing. Please check it and publish again.');
  ctx.contentChanged();
  await reportContactChanges(ctx, req, { key: row.key, action: 'content.publish', before: row.published, after: value, by: accountOf(req) });
  return { id: r.id, publishedAt: r.publishedAt, publishedBy: by.username, note: '' };
}

/** Publishes an earlier version again, at once, as a new revision noting which one; the draft stays. */
export async function restoreRevision(ctx: AppContext, req: FastifyRequest, key: string, id: number) {
  const { kind, row } = await loadDocument(ctx, key);
  const rev = await content.findRevision(ctx.db, row.key, id);
  if (!rev) throw notFound('This version does not exist.');
  const parsed = CONTENT_SCHEMAS[kind].safeParse(JSON.parse(rev.value));
  if (!parsed.success) {
    throw badRequest(`This version cannot be restored as it is: ${firstIssueMessage(parsed.error)} Copy what you need into the draft instead.`);
  }
  const value = JSON.stringify(parsed.data);
  const by = editorOf(userOf(req));
  const note = `Restored the version of ${rev.published_at.slice(0, 16).replace('T', ' ')} UTC by ${rev.published_by_name}`.slice(0, 200);
  const r = await content.publish(ctx.db, row.key, value, by, { note });
  if (!r) throw noSuchDocument(row.key);
  ctx.contentChanged();
  await reportContactChanges(ctx, req, { key: row.key, action: 'content.restore', before: row.published, after: value, by: accountOf(req) });
  return { id: r.id, publishedAt: r.publishedAt, publishedBy: by.username, note };
}
