/**
 * Site content documents (docs/decisions/0007-site-content.md): one strict zod schema per kind of
 * document, shared by the admin editor (client-side validation) and the API (server-side
 * validation). Unknown fields are refused, every text has a length limit, and phone numbers, e-mail
 * addresses and links must have their proper form. Text is plain text: React escapes it on the
 * page, and the JSON-LD writer escapes `<`, so a `<script>` typed into a field stays inert.
 *
 * This module is imported by the server and the lazily loaded admin editor only; public pages take
 * the TYPES (erased at build) and never the schemas.
 *
 * The documents' types are derived from their schemas (`z.output<typeof CompanySchema>`), declared
 * beside each schema and re-exported, type-only, by content/types.ts. So a schema module must not
 * import content/ (not even a type): that would close an import cycle.
 *
 * One file per document family; this index only re-exports them (the files import each other,
 * never this index):
 *   - fields.ts: the field builders the families share (not re-exported here);
 *   - company.ts: the company details;
 *   - texts.ts: formatted text and its placeholders, the about page, privacy notice and footer;
 *   - images.ts: a picture uploaded here, as documents hold it;
 *   - card-icons.ts: the sprite icons a card or tile may show;
 *   - pages.ts: the service, product and sector pages;
 *   - prices.ts: price hints and training courses, which those pages carry;
 *   - seo-document.ts: the search titles and descriptions of the pages (the 'seo' document's shape);
 *   - seo.ts: the same, with the check that each is a public page of the site;
 *   - home.ts: the home page and the team;
 *   - keys.ts: every kind of document, its key and its value type;
 *   - issues.ts: validation issues in words.
 */
export * from './company';
export * from './texts';
export * from './images';
export * from './card-icons';
export * from './pages';
export * from './prices';
export * from './seo-document';
export * from './seo';
export * from './home';
export * from './keys';
export * from './issues';
