/** Builds the production entry (server/entry.ts) into `outfile`: see build-entry.mjs. */
export function buildEntry(outfile: string): Promise<void>;
