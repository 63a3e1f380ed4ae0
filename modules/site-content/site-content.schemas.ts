import { z } from 'zod';
import { IdSchema } from '../../common/schemas';
import { MessageAnswer, success, type Contract } from '../../common/api/contract';
import type { CONTENT_DOCUMENT_CALLS } from './documents.calls';
import type { CONTENT_REVISION_CALLS } from './revisions.calls';
import type { CONTENT_PREVIEW_CALLS } from './preview.calls';
import type { CONTENT_IMAGE_CALLS } from './content-images.calls';

/**
 * The contracts of the site-content editor's calls (./documents.calls.ts, ./revisions.calls.ts,
 * ./preview.calls.ts, ./content-images.calls.ts), under the same names; common/api/endpoints.ts
 * gathers them. A document's key is in the address; its value's shape is the key's schema
 * (common/site-content/), which the handlers check.
 */

const KeyParams = z.object({ key: z.string().max(200) });
const RevisionParams = KeyParams.extend({ id: IdSchema });
const Value = z.record(z.string(), z.unknown()).describe("The document's value; its shape is the key's schema (common/site-content/)");

const DocumentAnswer = success({
  key: z.string(),
  published: Value,
  publishedAt: z.string(),
  draft: Value.nullable(),
  /** When the draft was saved last, and by whom; null without a draft. */
  draftSavedAt: z.string().nullable(),
  draftSavedBy: z.string().nullable(),
});
/** A document as the editor loads it; its values are checked by the editor's own schema. */
export type ContentDocument = z.output<typeof DocumentAnswer>;

const RevisionSummarySchema = z.object({ id: z.number(), publishedAt: z.string(), publishedBy: z.string(), note: z.string() });
export type RevisionSummary = z.output<typeof RevisionSummarySchema>;
const Revision = RevisionSummarySchema.extend({ value: Value, previous: RevisionSummarySchema.extend({ value: Value }).nullable() });
const Published = MessageAnswer.extend({ revision: RevisionSummarySchema });

const RenderBody = z.strictObject({
  text: z.string({ error: 'text must be the Markdown to render.' }).max(20000, 'The text must be at most 20000 characters.'),
  headingLevel: z.union([z.literal(2), z.literal(3)], { error: 'headingLevel must be 2 or 3.' }).optional(),
});

/** The pictures a document may hold, by the field the editor uploads them for. */
export const CONTENT_IMAGE_KINDS = ['banner', 'team', 'service'] as const;
const ImageQuery = z.strictObject({
  kind: z.enum(CONTENT_IMAGE_KINDS, { error: 'Say which picture this is: kind=banner, team or service.' }),
});
const ContentImageSchema = z.object({ url: z.string(), srcset: z.string(), width: z.number(), height: z.number() });

export const CONTENT_DOCUMENT_CONTRACTS = {
  contentDocument: { params: KeyParams, ok: 200, answer: DocumentAnswer },
  // 400 names the first field that is not valid.
  saveDraft: { params: KeyParams, body: Value, ok: 200, answer: MessageAnswer.extend({ savedAt: z.string() }) },
  discardDraft: { params: KeyParams, ok: 200, answer: MessageAnswer },
  publishDraft: { params: KeyParams, ok: 200, answer: Published },
} as const satisfies Record<keyof typeof CONTENT_DOCUMENT_CALLS, Contract>;

export const CONTENT_REVISION_CONTRACTS = {
  contentRevisions: { params: KeyParams, ok: 200, answer: success({ revisions: z.array(RevisionSummarySchema) }) },
  contentRevision: { params: RevisionParams, ok: 200, answer: success({ revision: Revision }) },
  restoreRevision: { params: RevisionParams, ok: 200, answer: Published },
} as const satisfies Record<keyof typeof CONTENT_REVISION_CALLS, Contract>;

export const CONTENT_PREVIEW_CONTRACTS = {
  previewToken: { ok: 200, answer: success({ token: z.string(), expiresAt: z.string() }) },
  renderMarkdown: { body: RenderBody, ok: 200, answer: success({ html: z.string() }) },
} as const satisfies Record<keyof typeof CONTENT_PREVIEW_CALLS, Contract>;

export const CONTENT_IMAGE_CONTRACTS = {
  // A picture for a document (file field "image"): checked by its content, re-encoded to WebP.
  uploadContentImage: {
    query: ImageQuery,
    form: { fields: z.object({}), files: ['image'] },
    ok: 201,
    answer: MessageAnswer.extend({ image: ContentImageSchema }),
  },
} as const satisfies Record<keyof typeof CONTENT_IMAGE_CALLS, Contract>;
