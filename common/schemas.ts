import { z } from 'zod';
import { messages } from './messages';
import { PASSWORD_MAX, PASSWORD_MIN, REVIEW_STATUSES } from './constants';
import { normaliseNigerianPhone, REPLY_CHANNELS } from '../modules/leads/leads.words';
import { QUOTE_INTENTS, QUOTE_ITEM_PATTERN } from '../modules/leads/quote.words';
import { topicCategories } from '../content/topic-meta';

// zod probes `new Function('')` to decide whether to compile validators; in the browser our CSP has
// no 'unsafe-eval', so the probe shows up as a CSP violation. Interpreted validation is fast enough.
z.config({ jitless: true });

/**
 * One schema per payload, shared by the browser forms, the API's validation and the tests
 * (a rule is written once, where both sides can see it). Messages are the ones a visitor reads.
 */

/** Control characters other than tab and line breaks (NUL is refused by PostgreSQL, kept by SQLite). */
export const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * A form's field checked with the API's schema `api`, but an empty value refused in the form's own
 * words ("Write the note first." where the API says "Note is required."): the admin's forms ask in
 * words of their own, and the API keeps the words its tests and other callers know.
 */
export const askedFor = <S extends z.ZodType<unknown, string>>(api: S, words: string) => z.string({ error: words }).trim().min(1, words).pipe(api);

/** A required text: trimmed, at most `max` characters, no control characters. */
export const trimmed = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((v) => !CONTROL.test(v), `${label} contains a character that is not allowed.`);

/**
 * What a one-line text may never hold: any control character (tab, CR and LF included, and the C1
 * range) and the Unicode line and paragraph separators. A name or a subject is printed into mail
 * headers, greetings and CSV rows, where a line break would let the sender write lines of their own.
 */
export const NOT_ONE_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
const LINE_BREAK = /[\t\n\r\u0085\u2028\u2029]/;

/** The refusals of a one-line text: a line break or tab first (the likely slip), then any other control character. */
const oneLineChecks = (label: string) => (v: string, ctx: z.RefinementCtx) => {
  if (LINE_BREAK.test(v)) ctx.addIssue({ code: 'custom', message: `${label} must be on one line, without line breaks or tabs.` });
  else if (NOT_ONE_LINE.test(v)) ctx.addIssue({ code: 'custom', message: `${label} contains a character that is not allowed.` });
};

/** A required one-line text (a name, a subject, a title): trimmed, at most `max` characters. */
export const oneLine = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`)
    .superRefine(oneLineChecks(label));

/** An optional one-line text: as `oneLine`, empty when not given. */
export const optionalOneLine = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .superRefine(oneLineChecks(label))
    .optional()
    .default('');

/** Ids are 32-bit serials in PostgreSQL. */
const MAX_ID = 2_147_483_647;

export const EmailSchema = z
  .string({ error: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .max(254, 'Email must be at most 254 characters.')
  .pipe(z.email('Please enter a valid email address.'))
  .transform((v) => v.toLowerCase());

/** The spam-check proof a public form sends (server/services/captcha.ts verifies it). */
const CaptchaTokenSchema = z.string({ error: messages.captchaUnsolved }).min(1, messages.captchaUnsolved).max(10_000);

/**
 * An optional Nigerian phone or WhatsApp number in any common writing (modules/leads/leads.words.ts), stored as
 * `+234…`; empty means none.
 */
export const PhoneSchema = z
  .string()
  .trim()
  .max(40, 'Please enter a Nigerian phone number, such as 0803 555 0199 or +234 803 555 0199.')
  .nullable()
  .optional()
  .transform((v, ctx) => {
    if (!v) return null;
    const n = normaliseNigerianPhone(v);
    if (!n) {
      ctx.addIssue({ code: 'custom', message: 'Please enter a Nigerian phone number, such as 0803 555 0199 or +234 803 555 0199.' });
      return z.NEVER;
    }
    return n;
  });

/**
 * Where the visit that sent a form came from, carried with the form itself (no cookie, no
 * identifier): the address the visit landed on (path and query, with its utm_ parameters) and the
 * referrer of that first page. The server classifies them as Insights classifies a visit.
 */
export const VisitOriginShape = {
  // Anything else (a forged or cut value) is dropped: it says nothing, and the form must still go through.
  landing: z.string().max(600).regex(/^\/[^\s]*$/).optional().catch(undefined),
  referrer: z.string().max(600).refine((v) => !CONTROL.test(v)).optional().catch(undefined),
};
/** Where a visit came from, as a form carries it: what VisitOriginShape takes. */
export interface VisitOrigin {
  landing?: string;
  referrer?: string;
}


/** The contact form's fields (ContactSchema adds the check across them). */
export const ContactFieldsSchema = z.object({
  name: oneLine('Name', 120),
  email: EmailSchema,
  subject: optionalOneLine('Subject', 200),
  message: trimmed('Message', 5000),
  phone: PhoneSchema,
  // No choice (absent or empty: the form without JavaScript starts with none) follows the phone: replyChannelFor.
  replyVia: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(REPLY_CHANNELS, { error: 'Choose how we should answer: phone, WhatsApp or e-mail.' }).optional(),
  ),
  ...VisitOriginShape,
  // What a "Get a quote" or "Request a demo" link named; the server looks it up again, and a key it
  // does not know (or a forged one) is dropped, never refused: the message must still go through.
  item: z.string().max(110).regex(QUOTE_ITEM_PATTERN).optional().catch(undefined),
  intent: z.enum(QUOTE_INTENTS).optional().catch(undefined),
  captchaToken: CaptchaTokenSchema,
});

/** An answer by phone or WhatsApp needs a number to answer on. */
export const replyNeedsPhone = (v: { replyVia?: string; phone: string | null }) => v.replyVia === undefined || v.replyVia === 'email' || v.phone !== null;
export const REPLY_NEEDS_PHONE = { message: 'Please give a phone or WhatsApp number so that we can answer you that way.', path: ['phone'] };

export const ContactSchema = ContactFieldsSchema.refine(replyNeedsPhone, REPLY_NEEDS_PHONE);

export const LoginSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(PASSWORD_MAX),
});

export const PasswordSchema = z
  .string({ error: 'Password is required.' })
  .min(1, 'Password is required.')
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`);

export const SignupSchema = z.object({
  username: oneLine('Username', 60).regex(
    /^[\p{L}\p{N} ._'-]+$/u,
    'Username may contain letters, numbers, spaces, dots, dashes and apostrophes only.',
  ),
  email: EmailSchema,
  password: PasswordSchema,
});

export const SignupFormSchema = SignupSchema.extend({
  confirmPassword: z.string().min(1, 'Please confirm your password.'),
}).refine((v) => v.password === v.confirmPassword, {
  message: messages.signupMismatch,
  path: ['confirmPassword'],
});

/** Accepting an invitation (/invitation): the sign-up's rules for the username and the password. */
export const AcceptInvitationFormSchema = SignupSchema.pick({ username: true, password: true })
  .extend({ confirmPassword: z.string().min(1, 'Please confirm your password.') })
  .refine((v) => v.password === v.confirmPassword, { message: messages.signupMismatch, path: ['confirmPassword'] });

export const VerifySchema = z.object({
  email: EmailSchema,
  otp: z
    .string({ error: messages.verifyEmpty })
    .trim()
    .min(1, messages.verifyEmpty)
    .regex(/^\d{6}$/, 'The code is the 6 digits from the email.'),
  /** Asked for only when more than one sign-up is waiting for the address; empty counts as not given. */
  password: z.string().max(PASSWORD_MAX).optional(),
});

/** The verification form once it asks for the password chosen at sign-up (several sign-ups wait for the address). */
export const VerifyWithPasswordSchema = VerifySchema.extend({
  password: z.string({ error: 'Please enter the password you chose when you signed up.' })
    .min(1, 'Please enter the password you chose when you signed up.')
    .max(PASSWORD_MAX),
});

export const ResendSchema = z.object({ email: EmailSchema });

/** A 6-digit one-time code from an e-mail (password reset, change of e-mail). */
export const OtpSchema = z
  .string({ error: 'Please enter the code from the email.' })
  .trim()
  .min(1, 'Please enter the code from the email.')
  .regex(/^\d{6}$/, 'The code is the 6 digits from the email.');

/** Forgotten password, step 1: the address to send a code to. */
export const ForgotPasswordSchema = z.object({ email: EmailSchema });

/** Forgotten password, step 2: the code from the mail and the new password (sign-up's rules). */
export const ResetPasswordSchema = z.object({
  email: EmailSchema,
  otp: OtpSchema,
  password: PasswordSchema,
});

/** Step 2 as the page's form posts it without JavaScript: the new password typed twice. */
export const ResetPasswordFormSchema = ResetPasswordSchema.extend({
  confirmPassword: z.string({ error: messages.signupMismatch }),
  // As the script-driven form does: a mismatch is told only once the password itself is acceptable.
}).refine((v) => v.password === v.confirmPassword || !PasswordSchema.safeParse(v.password).success, {
  message: messages.signupMismatch,
  path: ['confirmPassword'],
});

/** The current password, where an account change must be confirmed by it. */
export const CurrentPasswordSchema = z
  .string({ error: 'Please enter your current password.' })
  .min(1, 'Please enter your current password.')
  .max(PASSWORD_MAX);

export const ChangePasswordSchema = z.object({
  currentPassword: CurrentPasswordSchema,
  newPassword: PasswordSchema,
});

/** The change as My account's form sends it: the new password typed twice, as in step 2 of a reset. */
export const ChangePasswordFormSchema = ChangePasswordSchema.extend({
  confirmPassword: z.string({ error: messages.signupMismatch }),
}).refine((v) => v.newPassword === v.confirmPassword || !PasswordSchema.safeParse(v.newPassword).success, {
  message: messages.signupMismatch,
  path: ['confirmPassword'],
});

export const DeleteAccountSchema = z.object({ password: CurrentPasswordSchema });

export const ChangeEmailSchema = z.object({ newEmail: EmailSchema, password: CurrentPasswordSchema });
export const ConfirmEmailChangeSchema = z.object({ otp: OtpSchema });

/**
 * A topic's category: one of the six, or empty for none (the form's "Not set"). Left out, a change
 * keeps the category the topic has.
 */
export const TopicCategorySchema = z
  .union([z.enum(topicCategories), z.literal(''), z.null()], { error: `Choose one of the categories: ${topicCategories.join(', ')}.` })
  .transform((v) => v || null);
export const TopicSchema = z.object({ title: oneLine('Title', 300), category: TopicCategorySchema.optional() });

export const IdSchema = z.coerce
  .number({ error: 'A numeric id is required.' })
  .int('A numeric id is required.')
  .positive('A numeric id is required.')
  .max(MAX_ID, 'A numeric id is required.');

export const IdQuerySchema = z.object({ id: IdSchema });

export const ReviewStatusSchema = z.enum(REVIEW_STATUSES, { error: 'Status must be pending, approved or rejected.' });

/**
 * Text fields of the multipart review submission (the picture is checked separately, by content),
 * with the spam-check proof the contact form sends too.
 */
export const ReviewSubmissionSchema = z.object({
  name: oneLine('Name', 80),
  rating: z.coerce
    .number({ error: 'Please choose a rating from 1 to 5 stars.' })
    .int('Please choose a rating from 1 to 5 stars.')
    .min(1, 'Please choose a rating from 1 to 5 stars.')
    .max(5, 'Please choose a rating from 1 to 5 stars.'),
  review_text: trimmed('Comment', 2000),
  captchaToken: CaptchaTokenSchema,
});

export type ContactInput = z.infer<typeof ContactSchema>;
export type SignupInput = z.infer<typeof SignupSchema>;
