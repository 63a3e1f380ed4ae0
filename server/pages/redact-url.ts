/** Query parameters whose values are secrets (an admin's preview token): left out of logged addresses. */
const SECRET_PARAMS = /([?&](?:preview|token)=)[^&#]*/gi;

/** The address as logs may show it: `/contact?preview=[redacted]`. */
export const redactUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[redacted]');
