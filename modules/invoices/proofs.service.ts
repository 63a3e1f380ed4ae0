import type { AppContext } from '../../server/context';
import type { Storage } from '../../server/services/storage';
import { storeImage, deleteImage, keysFromSrcset } from '../../server/services/images';
import * as invoices from './invoices.repository';

/**
 * Pictures of a transfer's proof (a customer's bank, account and name on a receipt): re-encoded like
 * every upload, then kept in the database beside their row (`invoice_proofs.data`), never under the
 * public /uploads/. Only staff get them (`GET /api/invoices/proofs/:id`), answered `private, no-store`.
 * Being rows, they are in every backup and restore with the rest of the database.
 */

/** A storage that keeps what the image encoder writes in memory, so only the largest variant is kept. */
function memoryStorage(): Storage & { files: Map<string, { data: Buffer; contentType: string }> } {
  const files = new Map<string, { data: Buffer; contentType: string }>();
  return {
    files,
    put: async (key, data, contentType) => void files.set(key, { data, contentType }),
    get: async (key) => files.get(key) ?? null,
    delete: async (key) => void files.delete(key),
    publicUrl: (key) => key,
  };
}

/** Re-encodes a proof's picture (throws the image errors every upload throws) into one private file. */
export async function encodeProof(data: Buffer): Promise<{ contentType: string; data: Buffer }> {
  const memory = memoryStorage();
  const image = await storeImage(memory, data, 'gallery');
  const largest = memory.files.get(image.variants[image.variants.length - 1].key)!;
  return { contentType: largest.contentType, data: largest.data };
}

/** A proof's picture for staff; null when there is none (or its file was lost before it was moved in). */
export async function proofFile(ctx: AppContext, id: number): Promise<{ contentType: string; data: Buffer } | null> {
  const row = await invoices.proofOf(ctx.db, id);
  if (!row?.data || !row.content_type) return null;
  return { contentType: row.content_type, data: Buffer.from(row.data) };
}

/** The keys a picture stored under /uploads/ had: its largest variant's, and the smaller widths made beside it. */
function variantKeys(imageUrl: string): string[] {
  const [largest] = keysFromSrcset(imageUrl);
  if (!largest) return [];
  const [, id, width] = /^([0-9a-f]{32})-(\d+)\.webp$/.exec(largest) ?? [];
  if (!id) return [largest];
  return [...new Set([480, 960, 1600].filter((w) => w <= Number(width)).map((w) => `${id}-${w}.webp`).concat(largest))];
}

/**
 * Start-up step: proofs stored before they were private still have their picture under /uploads/.
 * Each is copied into its row (a conditional update: with several instances starting at once, one
 * copy counts) and its public files are deleted. Harmless to run again; returns how many moved.
 */
export async function moveProofsOutOfUploads(ctx: Pick<AppContext, 'db' | 'storage' | 'log'>): Promise<number> {
  let moved = 0;
  for (const row of await invoices.publicProofs(ctx.db)) {
    const keys = variantKeys(row.image_url);
    const file = keys.length ? await ctx.storage.get(keys[keys.length - 1]) : null;
    if (file && (await invoices.moveProofIn(ctx.db, row.id, row.image_url, { contentType: file.contentType, data: file.data }))) moved++;
    // A file already gone (deleted by hand, or moved by another instance) still leaves no public address behind.
    if (!file) await invoices.moveProofIn(ctx.db, row.id, row.image_url, null);
    await deleteImage(ctx.storage, keys).catch((err: unknown) => ctx.log.warn({ err: { message: (err as Error).message }, proof: row.id }, 'a moved proof left a public file'));
  }
  if (moved) ctx.log.info({ moved }, 'proofs of payment moved out of the public uploads');
  return moved;
}
