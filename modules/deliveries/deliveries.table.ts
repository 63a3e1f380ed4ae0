import type { Generated } from 'kysely';

/**
 * The tables of deliveries (docs/decisions/0037-deliveries.md): the work a paid topic request is
 * owed, its clock, and the documents staff attach. server/db/schema.ts gathers these into DB.
 */

export interface DeliveriesTable {
  id: Generated<number>;
  /** The paid invoice that started the clock; unique, so one delivery per invoice. */
  invoice_id: number;
  /** The topic request (a lead of kind topic); null once the lead is deleted. */
  lead_id: number | null;
  /** The member who asked; null once the account is deleted. Only they (and staff) may download. */
  user_id: number | null;
  /** The topic, as the request named it. */
  topic: string;
  /** When the invoice was paid in full (the invoice's `paid_at`). */
  paid_at: string;
  /** `paid_at` plus the delivery hours the site promises, set once on the server. */
  due_at: string;
  delivered_at: string | null;
  delivered_by: number | null;
  created_at: string;
}

/** A document of a delivery: a PDF or Word file, checked by its content, kept in the database. */
export interface DeliveryDocumentsTable {
  id: Generated<number>;
  delivery_id: number;
  /** The name the member's download gets, made safe (./document-check.ts). */
  filename: string;
  content_type: string;
  size_bytes: number;
  data: Buffer;
  added_by: number | null;
  created_at: string;
}

export interface DeliveryTables {
  deliveries: DeliveriesTable;
  delivery_documents: DeliveryDocumentsTable;
}
