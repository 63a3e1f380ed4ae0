/**
 * How a contact message or review was told apart from a robot. With JavaScript the form's captcha is
 * solved ('captcha'). A form posted without JavaScript cannot run the captcha; it is accepted only
 * after the server's own checks ('form': the trap field below left empty, a minimum time between
 * the page and the post, the per-address limits), and the admin sees it marked.
 * docs/decisions/0020-forms-without-javascript.md
 */
export type SpamCheck = 'captcha' | 'form';

/**
 * The trap field: drawn off-screen and hidden from assistive technology, so people leave it
 * empty, while robots that fill every input do not. Named so that browsers' autofill leaves it alone.
 */
export const TRAP_FIELD = 'leave_this_empty';

/** The signed time the page was served (server/services/form-guard.ts). */
export const STAMP_FIELD = 'form_stamp';
