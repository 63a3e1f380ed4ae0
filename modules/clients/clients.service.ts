import type { AppContext } from '../../server/context';
import { badRequest, notFound } from '../../server/http/errors';
import type { FormInput } from '../../server/http/multipart';
import { parseOr400 } from '../../server/http/validate';
import { deleteImage, keysFromSrcset, storeImage } from '../../server/services/images';
import { findSector } from '../../content/sectors';
import * as clients from './clients.repository';
import { CLIENT_CONTRACTS } from './clients.schemas';

const { form: clientForm } = CLIENT_CONTRACTS.saveClient;

/** A client belongs to one of the sectors' modules (content/sectors.ts), named by the sector or its module. */
export function toModule(value: string): string {
  const sector = findSector(value);
  if (!sector) throw badRequest(`Unknown client module "${value.slice(0, 60)}".`);
  return sector.module;
}

/**
 * Adds a client, or updates the one of `id` (the original backend's POST with _method=PUT, or a
 * real PUT) from the admin's form. An update may leave out the module (it keeps its own) and the
 * logo (it keeps its own); a new logo replaces the old one's files once the row is saved, and a
 * logo stored for a save that then failed is deleted again.
 */
export async function saveClient(ctx: AppContext, form: FormInput, id: number | undefined): Promise<{ id: number; created: boolean }> {
  const existing = id === undefined ? undefined : await clients.findById(ctx.db, id);
  if (id !== undefined && !existing) throw notFound('This client no longer exists.');
  const fields = parseOr400(clientForm.fields, { ...form.fields, module: form.fields.module ?? existing?.module });
  const module = toModule(fields.module);
  const image = form.file ? await storeImage(ctx.storage, form.file.data, 'logo') : undefined;
  const values = {
    module,
    name: fields.name,
    location: fields.location,
    url: fields.url,
    ...(image ? { logo: image.url, logo_srcset: image.srcset } : {}),
  };
  try {
    if (existing) {
      await clients.update(ctx.db, existing.id, values);
      if (image) await deleteImage(ctx.storage, keysFromSrcset(existing.logo_srcset));
    } else {
      id = await clients.create(ctx.db, values);
    }
  } catch (e) {
    if (image) await deleteImage(ctx.storage, image.variants.map((v) => v.key));
    throw e;
  }
  ctx.contentChanged();
  return { id: id!, created: !existing };
}

/** Deletes a client and its logo's files. */
export async function deleteClient(ctx: AppContext, id: number): Promise<void> {
  const row = await clients.findById(ctx.db, id);
  if (!row) throw notFound('This client no longer exists.');
  await clients.remove(ctx.db, row.id);
  await deleteImage(ctx.storage, keysFromSrcset(row.logo_srcset));
  ctx.contentChanged();
}
