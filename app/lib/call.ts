import { PUBLIC_ROUTES } from '../../common/api/public-routes';
import { callerFor } from './caller';

// The typed calls, with `callerFor` and the types beside them (./caller.ts); kept apart so that a
// script needing callerFor alone does not bring the table of the public pages' calls.
export * from './caller';

export const { call, apiUrl } = callerFor(PUBLIC_ROUTES);
