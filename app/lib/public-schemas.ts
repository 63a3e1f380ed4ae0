// The shared schemas as the public forms load them: one self-contained file with zod, built by
// Vite's worker bundling (see lazy-schemas.ts). Such a bundle keeps no exports, so it leaves the
// schemas where lazy-schemas.ts picks them up. common/schemas.ts sets zod's `jitless` itself, before
// it builds a schema, so zod never probes `new Function` under the site's CSP.
import * as schemas from '../../common/schemas';
import { SCHEMAS_SLOT } from './schemas-slot';

(globalThis as Record<symbol, unknown>)[SCHEMAS_SLOT] = schemas;
