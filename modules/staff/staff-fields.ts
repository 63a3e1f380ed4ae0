import { z } from 'zod';
import { askedFor, EmailSchema } from '../../common/schemas';
import { STAFF_ROLES } from '../../common/roles';

/**
 * What the administrator sends to invite a colleague and to choose where enquiries are sent, as
 * the API takes it (./staff.schemas.ts) and the Users section's forms check it (./admin/). Zod: the
 * admin area loads it, the public pages never do.
 */

export const InviteSchema = z.object({ email: EmailSchema, role: z.enum(STAFF_ROLES, { error: 'Choose Staff or Administrator.' }) });

/** The invitation form: the API's schema, an empty address asked for in the form's words. */
export const InviteFormSchema = InviteSchema.extend({ email: askedFor(EmailSchema, 'Enter the e-mail address of the person to invite.') });

/** The address that hears of new enquiries; null goes back to the default. */
export const EnquiryInboxSchema = z.object({ inbox: EmailSchema.nullable() });

/** The form saves an address (its other button, "Use the default", sends null). */
export const EnquiryInboxFormSchema = z.object({ inbox: askedFor(EmailSchema, 'Enter the e-mail address that should receive new enquiries.') });
