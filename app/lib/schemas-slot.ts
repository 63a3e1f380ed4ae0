/** Where the public forms' schemas bundle (public-schemas.ts) leaves the schemas for lazy-schemas.ts. */
export const SCHEMAS_SLOT = Symbol.for('ict-site:public-form-schemas');
