import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { CONTENT_SCHEMAS, contentKind, firstIssueMessage, issuePlace, type ContentKind } from '../../common/site-content';
import { IdSchema } from '../../common/schemas';
import { badRequest, conflict, notFound } from '../http/errors';
import { sessionOf, userOf } from '../http/scopes';
import * as content from '../db/repositories/content';
import type { TokenUser } from '../services/tokens';
import { placeholderValues, renderFormattedText } from '../services/formatted-text';
import { readForm } from '../http/multipart';
import { keysFromSrcset, storeImage, type ImageKind } from '../services/images';

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
const KeyParams = z.object({ key: z.string().max(200) });
const RevisionParams = KeyParams.extend({ id: IdSchema });
const Value = z.record(z.string(), z.unknown()).describe("The document's value; its shape is the key's schema (common/site-content/)");
const Ok = z.object({ status: z.literal('success'), message: z.string() });
const Document = z.object({
  status: z.literal('success'),
  key: z.string(),
  published: Value,
  publishedAt: z.string(),
  draft: Value.nullable(),
  /** When the draft was saved last, and by whom; null without a draft. */
  draftSavedAt: z.string().nullable(),
  draftSavedBy: z.string().nullable(),
});
const RevisionSummary = z.object({ id: z.number(), publishedAt: z.string(), publishedBy: z.string(), note: z.string() });
const Revision = RevisionSummary.extend({ value: Value, previous: RevisionSummary.extend({ value: Value }).nullable() });

const RenderBody = z.strictObject({
  text: z.string({ error: 'text must be the Markdown to render.' }).max(20000, 'The text must be at most 20000 characters.'),
  headingLevel: z.union([z.literal(2), z.literal(3)], { error: 'headingLevel must be 2 or 3.' }).optional(),
});

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

/** The pictures a document may hold, by the field the editor uploads them for. */
const CONTENT_IMAGE_KINDS = ['banner', 'team', 'service'] as const satisfies readonly ImageKind[];
const ImageQuery = z.strictObject({
  kind: z.enum(CONTENT_IMAGE_KINDS, { error: 'Say which picture this is: kind=banner, team or service.' }),
});
const ContentImageOut = z.object({ url: z.string(), srcset: z.string(), width: z.number(), height: z.number() });

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
      schema: {
        tags: TAGS,
        security,
        summary: 'A token that shows the public pages with the unpublished drafts (?preview=<token>), for 30 minutes',
        response: { 200: z.object({ status: z.literal('success'), token: z.string(), expiresAt: z.string() }) },
      },
    }, async (req) => {
      const { sessionId, sessionVersion } = sessionOf(req);
      const t = await ctx.siteContent.previewTokens.sign({ userId: who(req).id, sessionVersion, sessionId });
      return { status: 'success' as const, ...t };
    });

    // The editor's live preview of a formatted text: the very renderer and sanitiser the pages use
    // (server/services/formatted-text.ts), so the preview cannot differ from the page and the
    // Markdown library never reaches any browser. Placeholders use the published company details.
    app.post('/render', {
      schema: {
        tags: TAGS,
        security,
        summary: 'Renders a formatted text (Markdown) to the sanitised HTML a page would show, for the live preview',
        body: RenderBody,
        response: { 200: z.object({ status: z.literal('success'), html: z.string() }) },
      },
    }, async (req) => {
      const site = await ctx.siteContent.company();
      const html = renderFormattedText(req.body.text, placeholderValues(site, ctx.config.retention), { headingLevel: req.body.headingLevel });
      return { status: 'success' as const, html };
    });

    app.post('/images', {
      schema: {
        tags: TAGS,
        security,
        summary: 'Uploads a picture for a document (multipart field "image"): checked by its content, re-encoded to WebP at several widths; put the answer into the document',
        querystring: ImageQuery,
        response: { 201: Ok.extend({ image: ContentImageOut }) },
      },
    }, async (req, reply) => {
      const form = await readForm(req, ['image']);
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
      schema: { tags: TAGS, security, summary: 'A document: its published value and its draft', params: KeyParams, response: { 200: Document } },
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
      schema: {
        tags: TAGS,
        security,
        summary: "Saves the draft; 400 names the first field that is not valid",
        params: KeyParams,
        body: Value,
        response: { 200: Ok.extend({ savedAt: z.string() }) },
      },
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
      schema: { tags: TAGS, security, summary: 'Discards the draft', params: KeyParams, response: { 200: Ok } },
    }, async (req) => {
      await load(req.params.key);
      if (!(await content.discardDraft(ctx.db, req.params.key))) throw conflict('There is no draft to discard.');
      return { status: 'success' as const, message: 'Draft discarded.' };
    });

    app.post('/:key/publish', {
      schema: {
        tags: TAGS,
        security,
        summary: 'Publishes the draft: the public site shows it at once; a revision records who and when',
        params: KeyParams,
        response: { 200: Ok.extend({ revision: RevisionSummary }) },
      },
    }, async (req) => {
      const { kind, row } = await load(req.params.key);
      if (row.draft === null) throw conflict('There is no draft to publish. Save your changes first.');
      // Checked again: the schema may have become stricter since the draft was saved.
      const value = parseValue(kind, JSON.parse(row.draft));
      const by = editor(who(req));
      const r = await content.publish(ctx.db, row.key, JSON.stringify(value), by, { expectedDraft: row.draft });
      if (!r) throw conflict('The draft changed while publishing. Please check it and publish again.');
      ctx.contentChanged();
      return {
        status: 'success' as const,
        message: 'Published. The public site shows the changes now.',
        revision: { id: r.id, publishedAt: r.publishedAt, publishedBy: by.username, note: '' },
      };
    });

    app.get('/:key/revisions', {
      schema: {
        tags: TAGS,
        security,
        summary: 'The published versions, newest first (at most 100)',
        params: KeyParams,
        response: { 200: z.object({ status: z.literal('success'), revisions: z.array(RevisionSummary) }) },
      },
    }, async (req) => {
      await load(req.params.key);
      const rows = await content.listRevisions(ctx.db, req.params.key);
      return { status: 'success' as const, revisions: rows.map(summary) };
    });

    app.get('/:key/revisions/:id', {
      schema: {
        tags: TAGS,
        security,
        summary: 'One published version, with the one before it (for "Compare with previous")',
        params: RevisionParams,
        response: { 200: z.object({ status: z.literal('success'), revision: Revision }) },
      },
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
      schema: {
        tags: TAGS,
        security,
        summary: 'Publishes an earlier version again, at once (recorded as a new revision); a draft stays as it is',
        params: RevisionParams,
        response: { 200: Ok.extend({ revision: RevisionSummary }) },
      },
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
      return {
        status: 'success' as const,
        message: 'That version is published again.',
        revision: { id: r.id, publishedAt: r.publishedAt, publishedBy: by.username, note },
      };
    });
  };
}
