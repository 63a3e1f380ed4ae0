import { z } from 'zod';
import { CONTROL, oneLine } from '../../common/schemas';

/**
 * A client's fields, as the admin's client form checks them while typing (./admin/) and the API's
 * contracts take them (./clients.schemas.ts). Zod: the admin area loads it, the public pages never do.
 */

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((v) => !CONTROL.test(v), `${label} contains a character that is not allowed.`)
    .optional()
    .transform((v) => (v ? v : null));

/**
 * The words a client's messages start with ("Location is required."), so that a form can show a
 * refusal of the server at the field it is about.
 */
export const CLIENT_LABELS = { name: 'Name', location: 'Location', url: 'Website address' } as const;
/** The longest each text may be: the schemas' limits, which the form's fields take as maxLength. */
export const CLIENT_MAX = { name: 160, location: 160, url: 500 } as const;

/** A client's texts. Every module but Websites shows a location, so it needs one. */
export const ClientFieldsSchema = z
  .object({
    module: oneLine('Module', 60),
    name: oneLine(CLIENT_LABELS.name, CLIENT_MAX.name),
    location: optionalText(CLIENT_LABELS.location, CLIENT_MAX.location),
    url: optionalText(CLIENT_LABELS.url, CLIENT_MAX.url).refine(
      (v) => v === null || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v),
      `${CLIENT_LABELS.url} must start with http:// or https://`,
    ),
  })
  .refine((v) => v.location !== null || v.module === 'Websites', { message: `${CLIENT_LABELS.location} is required.`, path: ['location'] });

/**
 * The admin's client form: a Websites client is shown by its address, so the form asks for one (the
 * API still takes a Websites client without it).
 */
export const ClientFormSchema = ClientFieldsSchema.refine((v) => v.url !== null || v.module !== 'Websites', {
  message: `${CLIENT_LABELS.url} is required.`,
  path: ['url'],
});
