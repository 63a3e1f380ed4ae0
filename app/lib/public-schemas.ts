// The shared schemas as the public forms load them: one self-contained file with zod, built by
// Vite's worker bundling (see lazy-schemas.ts). Such a bundle keeps no exports, so it leaves the
// schemas where lazy-schemas.ts picks them up. common/schemas.ts sets zod's `jitless` itself, before
// it builds a schema, so zod never probes `new Function` under the site's CSP.
import * as common from '../../common/schemas';
// This file is the lazily loaded bundle of the forms' schemas (zod included), never part of a
// page's first load: the one place in app/ that may take a request's schema from an API contract.
// eslint-disable-next-line no-restricted-imports
import { TopicRequestSchema } from '../../modules/leads/leads.schemas';
import { SCHEMAS_SLOT } from './schemas-slot';

// A member's topic request (/topics) is checked with the same kit.
(globalThis as Record<symbol, unknown>)[SCHEMAS_SLOT] = { ...common, TopicRequestSchema };
