import type { AppContext } from '../../server/context';
import { served } from '../../server/http/declared-calls';
import { badRequest, conflict, HttpError, notFound } from '../../server/http/errors';
import { readForm } from '../../server/http/multipart';
import { accountOf } from '../../server/http/scopes';
import { admitUploadBody } from '../../server/http/upload-admission';
import { audit } from '../../server/services/audit';
import { nowIso } from '../../server/db/database';
import { findMessage } from '../leads/index.server';
import * as deliveries from './deliveries.repository';
import { DELIVERY_CALLS } from './deliveries.calls';
import { catchUpClocks, wire } from './deliveries.service';
import { deliverWork } from './deliver.service';
import { DELIVERY_MAX_BYTES, DELIVERY_MAX_DOCUMENTS, deliveryState, megabytesOf } from './deliveries.words';
import { DOCUMENT_TYPES, documentKind, safeFilename } from './document-check';

/**
 * The deliveries' staff handlers (./deliveries.calls.ts): the lead's deliveries, a document added
 * (checked by its content, kept in the database) or removed before delivery, the work delivered,
 * and the dashboard's list. Every change is in the security log with who made it.
 */

export const NOT_A_DOCUMENT =
  'This file is not a PDF or Word document (.pdf, .docx or .doc): its content was checked, not its name. Save the work as PDF or Word and attach it again.';

const TOO_LARGE = `The document is larger than ${megabytesOf(DELIVERY_MAX_BYTES)}. Compress its pictures or split it into parts, then attach it again.`;

const DUE_SHOWN = 50;

async function deliveryOr404(ctx: AppContext, id: number) {
  const d = await deliveries.findById(ctx.db, id);
  if (!d) throw notFound('This delivery does not exist.');
  return d;
}

const target = (d: { id: number; topic: string }) => ({ type: 'delivery', id: d.id, label: d.topic.slice(0, 120) });

export const deliveryHandlers = (ctx: AppContext) =>
  served(DELIVERY_CALLS, {
    leadDeliveries: async (req) => {
      const lead = await findMessage(ctx.db, req.params.id);
      if (!lead) throw notFound('This lead no longer exists.');
      await catchUpClocks(ctx, lead.id);
      const rows = await deliveries.ofLead(ctx.db, lead.id);
      return { status: 'success' as const, deliveries: await wire(ctx, rows), max_bytes: DELIVERY_MAX_BYTES };
    },

    addDeliveryDocument: {
      preHandler: admitUploadBody,
      handler: async (req, reply) => {
        const d = await deliveryOr404(ctx, req.params.id);
        if (d.delivered_at) throw conflict('This work is already delivered; its documents can no longer change.');
        const sent = await readForm(req, ['document'], DELIVERY_MAX_BYTES).catch((e: unknown) => {
          throw e instanceof HttpError && e.statusCode === 413 ? new HttpError(413, TOO_LARGE) : e;
        });
        if (!sent.file) throw badRequest('Please choose a PDF or Word document to attach.');
        const kind = documentKind(sent.file.data);
        if (!kind) throw badRequest(NOT_A_DOCUMENT);
        const me = accountOf(req);
        const filename = safeFilename(sent.file.filename, kind);
        const at = nowIso();
        const added = await deliveries.addDocument(ctx.db, d.id, { filename, content_type: DOCUMENT_TYPES[kind].contentType, data: sent.file.data, added_by: me.id, created_at: at }, DELIVERY_MAX_DOCUMENTS);
        if (!added.ok) {
          if (added.reason === 'no-delivery') throw notFound('This delivery does not exist.');
          throw conflict(added.reason === 'delivered' ? 'This work is already delivered; its documents can no longer change.' : `A delivery holds at most ${DELIVERY_MAX_DOCUMENTS} documents.`);
        }
        await audit(ctx, req, { action: 'delivery.document', target: target(d), detail: `${filename} (${megabytesOf(sent.file.data.length)})` });
        reply.code(201);
        return {
          status: 'success' as const,
          message: `${filename} attached.`,
          document: { id: added.id, filename, content_type: DOCUMENT_TYPES[kind].contentType, size_bytes: sent.file.data.length, created_at: at },
        };
      },
    },

    removeDeliveryDocument: async (req) => {
      const doc = await deliveries.documentWithContent(ctx.db, req.params.id);
      if (!doc || !(await deliveries.removeDocument(ctx.db, doc.id))) {
        throw doc ? conflict('This work is already delivered; its documents stay as the student received them.') : notFound('This document does not exist.');
      }
      await audit(ctx, req, { action: 'delivery.document_remove', target: { type: 'delivery-document', id: doc.id, label: doc.filename } });
      return { status: 'success' as const, message: `${doc.filename} removed.` };
    },

    deliver: async (req) => {
      const d = await deliveryOr404(ctx, req.params.id);
      const delivered = await deliverWork(ctx, d, accountOf(req));
      await audit(ctx, req, { action: 'delivery.deliver', target: target(d), detail: `${delivered.documents.length} document(s): ${delivered.documents.map((x) => x.filename).join(', ')}`.slice(0, 500) });
      return { status: 'success' as const, message: delivered.message, delivery: delivered.delivery };
    },

    deliveriesDue: async () => {
      await catchUpClocks(ctx);
      const [rows, total] = await Promise.all([deliveries.openDeliveries(ctx.db, DUE_SHOWN), deliveries.openCount(ctx.db)]);
      const now = new Date();
      return {
        status: 'success' as const,
        total,
        deliveries: rows.map((r) => ({ id: r.id, lead_id: r.lead_id, topic: r.topic, student: r.student ?? 'Deleted request', due_at: r.due_at, state: deliveryState({ due_at: r.due_at, delivered_at: null }, now) as 'due' | 'late' })),
      };
    },
  });
