import type { Generated } from 'kysely';

/** The gallery's table, as Kysely types it; server/db/schema.ts gathers it into `DB`. */
export interface GalleryTable {
  id: Generated<number>;
  title: string;
  alt: string;
  image_url: string;
  srcset: string;
  width: number;
  height: number;
  created_at: string;
  position: Generated<number>; // the admin's order, 0 first (the public gallery follows it)
  decorative: Generated<number>; // 1: decoration, drawn with an empty alt; 0: `alt` describes it
  upload_batch: string | null; // photos chosen together in the admin's form (a random name); null: uploaded alone
  upload_place: number | null; // this photo's place among them, in the order chosen (lower first)
}
