import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { reportContactChanges } from '../../modules/staff/calls.server';
import { CONTENT_SCHEMAS, contentKind, firstIssueMessage, issuePlace, type ContentKind } from '../../common/site-content';
import { API, routeSchema } from '../../common/api/endpoints';
import { badRequest, conflict, notFound } from '../http/errors';
import { accountOf, sessionOf, userOf } from '../http/scopes';
import * as content from '../db/repositories/content';
import type { TokenUser } from '../services/tokens';
import { placeholderValues, renderFormattedText } from '../services/formatted-text';
import { readForm } from '../http/multipart';
import { admitUploadBody } from '../http/upload-admission';
import { ADMIN_MAX_UPLOAD_BYTES } from '../../common/constants';
import { keysFromSrcset, storeImage } from '../services/images';

/**
 * The site-content editor's API (docs/decisions/0007-site-content.md), admin only, under
 * /api/content. A document has a published value and at most one draft:
 *
 *   GET    /:key                          published + draft
 *   PUT    /:key/draft                    save the draft (validated with the document's schema)
 *   DELETE /:key/draft                    discard the draft
 *   POST   /:key/publish                  draft → published; writes a revision; clears every cache
 *   GET    /:key/revisions                the revisions, newest first (who, when)
 *   GET    /:key/revisions/:id            one revision's value, and the one before it
 *   POST   /:key/revisions/:id/restore    publishes that revision's value again (a new revision)
 *   POST   /preview                       a 30-minute token for `?preview=` page views of the drafts
 *   POST   /render                        formatted text → the page's sanitised HTML (the editor's live preview)
 *   POST   /images?kind=banner|team|service  uploads a picture for a document (checked, re-encoded)
 */

const TAGS = ['Site content'];
const security = [{ bearer: [] }];

function kindOf(key: string): ContentKind {
  const kind = contentKind(key);
  if (!kind) throw notFound(`There is no site content called "${key.slice(0, 60)}".`);
  return kind;
}

function parseValue(kind: ContentKind, value: unknown) {
  const r = CONTENT_SCHEMAS[kind].safeParse(value);
  if (!r.success) throw badRequest(firstIssueMessage(r.error));
  return r.data;
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

const editor = (u: TokenUser) => ({ id: u.id, username: u.username.slice(0, 60) || u.email.slice(0, 60) });

export function contentRoutes(ctx: AppContext): FastifyPluginAsync {
  const who = (req: FastifyRequest) => userOf(req);

  async function load(key: string) {
    const kind = kindOf(key);
    const row = await content.find(ctx.db, key);
    if (!row) throw notFound(`There is no site content called "${key.slice(0, 60)}".`);
    return { kind, row };
  }

  const summary = (r: { id: number; published_at: string; published_by_name: string; note: string }) => ({
    id: r.id,
    publishedAt: r.published_at,
    publishedBy: r.published_by_name,
    note: r.note,
  });

  return async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.post('/preview', {
      schema: { ...routeSchema('previewToken'), tags: TAGS, security, summary: 'A token that shows the public pages with the unpublished drafts (?preview=<token>), for 30 minutes' },
    }, async (req) => {
      const { sessionId, sessionVersion } = sessionOf(req);
      const t = await ctx.siteContent.previewTokens.sign({ userId: who(req).id, sessionVersion, sessionId });
      return { status: 'success' as const, ...t };
    });

    // The editor's live preview of a formatted text: the very renderer and sanitiser the pages use
    // (server/services/formatted-text.ts), so the preview cannot differ from the page and the
    // Markdown library never reaches any browser. Placeholders use the published company details.
    app.post('/render', {
      schema: { ...routeSchema('renderMarkdown'), tags: TAGS, security, summary: 'Renders a formatted text (Markdown) to the sanitised HTML a page would show, for the live preview' },
    }, async (req) => {
      const [site, hosting] = await Promise.all([ctx.siteContent.company(), ctx.siteContent.published('service:domain')]);
      const html = renderFormattedText(req.body.text, placeholderValues(site, ctx.config.retention, hosting.price), { headingLevel: req.body.headingLevel });
      return { status: 'success' as const, html };
    });

    app.post('/images', {
      preHandler: admitUploadBody,
      schema: { ...routeSchema('uploadContentImage'), tags: TAGS, security, summary: 'Uploads a picture for a document (multipart field "image"): checked by its content, re-encoded to WebP at several widths; put the answer into the document' },
    }, async (req, reply) => {
      const form = await readForm(req, API.uploadContentImage.form.files, ADMIN_MAX_UPLOAD_BYTES);
      if (!form.file) throw badRequest('Please choose a picture to upload (form field "image").');
      const image = await storeImage(ctx.storage, form.file.data, req.query.kind);
      reply.code(201);
      return {
        status: 'success' as const,
        message: 'Picture uploaded. Save the draft to keep it.',
        image: { url: image.url, srcset: image.srcset, width: image.width, height: image.height },
      };
    });

    app.get('/:key', {
      schema: { ...routeSchema('contentDocument'), tags: TAGS, security, summary: 'A document: its published value and its draft' },
    }, async (req) => {
      const { row } = await load(req.params.key);
      return {
        status: 'success' as const,
        key: row.key,
        published: JSON.parse(row.published),
        publishedAt: row.published_at,
        draft: row.draft === null ? null : JSON.parse(row.draft),
        draftSavedAt: row.draft === null ? null : row.updated_at,
        draftSavedBy: row.draft === null ? null : row.updated_by_name,
      };
    });

    app.put('/:key/draft', {
      schema: { ...routeSchema('saveDraft'), tags: TAGS, security, summary: "Saves the draft; 400 names the first field that is not valid" },
    }, async (req) => {
      const kind = kindOf(req.params.key);
      const value = parseValue(kind, req.body);
      // The schema checked each picture's shape; here: that it is still in our storage.
      for (const img of imagesIn(value)) {
        const [key] = keysFromSrcset(img.url);
        if (!key || !(await ctx.storage.get(key))) {
          const place = issuePlace(img.path);
          throw badRequest(`${place ? `${place}: ` : ''}the picture was not found on this site. Please upload it again.`);
        }
      }
      const savedAt = await content.saveDraft(ctx.db, req.params.key, JSON.stringify(value), editor(who(req)));
      if (!savedAt) throw notFound(`There is no site content called "${req.params.key.slice(0, 60)}".`);
      return { status: 'success' as const, message: 'Draft saved. The public site does not show it until you publish.', savedAt };
    });

    app.delete('/:key/draft', {
      schema: { ...routeSchema('discardDraft'), tags: TAGS, security, summary: 'Discards the draft' },
    }, async (req) => {
      await load(req.params.key);
      if (!(await content.discardDraft(ctx.db, req.params.key))) throw conflict('There is no draft to discard.');
      return { status: 'success' as const, message: 'Draft discarded.' };
    });

    app.post('/:key/publish', {
      schema: { ...routeSchema('publishDraft'), tags: TAGS, security, summary: 'Publishes the draft: the public site shows it at once; a revision records who and when' },
    }, async (req) => {
      const { kind, row } = await load(req.params.key);
      if (row.draft === null) throw conflict('There is no draft to publish. Save your changes first.');
      // Checked again: the schema may have become stricter since the draft was saved.
      const value = parseValue(kind, JSON.parse(row.draft));
      const by = editor(who(req));
      const r = await content.publish(ctx.db, row.key, JSON.stringify(value), by, { expectedDraft: row.draft });
      if (!r) throw conflict('The draft changed while publishing. Please check it and publish again.');
      ctx.contentChanged();
      await reportContactChanges(ctx, req, { key: row.key, action: 'content.publish', before: row.published, after: JSON.stringify(value), by: accountOf(req) });
      return {
        status: 'success' as const,
        message: 'Published. The public site shows the changes now.',
        revision: { id: r.id, publishedAt: r.publishedAt, publishedBy: by.username, note: '' },
      };
    });

    app.get('/:key/revisions', {
      schema: { ...routeSchema('contentRevisions'), tags: TAGS, security, summary: 'The published versions, newest first (at most 100)' },
    }, async (req) => {
      await load(req.params.key);
      const rows = await content.listRevisions(ctx.db, req.params.key);
      return { status: 'success' as const, revisions: rows.map(summary) };
    });

    app.get('/:key/revisions/:id', {
      schema: { ...routeSchema('contentRevision'), tags: TAGS, security, summary: 'One published version, with the one before it (for "Compare with previous")' },
    }, async (req) => {
      kindOf(req.params.key);
      const rev = await content.findRevision(ctx.db, req.params.key, req.params.id);
      if (!rev) throw notFound('This version does not exist.');
      const prev = await content.previousRevision(ctx.db, req.params.key, rev.id);
      return {
        status: 'success' as const,
        revision: {
          ...summary(rev),
          value: JSON.parse(rev.value),
          previous: prev ? { ...summary(prev), value: JSON.parse(prev.value) } : null,
        },
      };
    });

    app.post('/:key/revisions/:id/restore', {
      schema: { ...routeSchema('restoreRevision'), tags: TAGS, security, summary: 'Publishes an earlier version again, at once (recorded as a new revision); a draft stays as it is' },
    }, async (req) => {
      const { kind, row } = await load(req.params.key);
      const rev = await content.findRevision(ctx.db, row.key, req.params.id);
      if (!rev) throw notFound('This version does not exist.');
      const value = CONTENT_SCHEMAS[kind].safeParse(JSON.parse(rev.value));
      if (!value.success) {
        throw badRequest(`This version cannot be restored as it is: ${firstIssueMessage(value.error)} Copy what you need into the draft instead.`);
      }
      const by = editor(who(req));
      const note = `Restored the version of ${rev.published_at.slice(0, 16).replace('T', ' ')} UTC by ${rev.published_by_name}`.slice(0, 200);
      const r = await content.publish(ctx.db, row.key, JSON.stringify(value.data), by, { note });
      if (!r) throw notFound(`There is no site content called "${row.key.slice(0, 60)}".`);
      ctx.contentChanged();
      await reportContactChanges(ctx, req, { key: row.key, action: 'content.restore', before: row.published, after: JSON.stringify(value.data), by: accountOf(req) });
      return {
        status: 'success' as const,
        message: 'That version is published again.',
        revision: { id: r.id, publishedAt: r.publishedAt, publishedBy: by.username, note },
      };
    });
  };
}
