import { API_ROUTES } from '../../../common/api/routes';
import { callerFor } from '../../lib/call';

/**
 * The admin area's `call` and `apiUrl`: the same as the pages' (app/lib/call.ts), over the whole
 * table of calls, which is loaded with the admin's scripts only.
 */
export const { call, apiUrl } = callerFor(API_ROUTES);
