import type { Generated } from 'kysely';
import type { SpamCheck } from '../../common/spam-check';
import type { ReviewStatus } from '../../common/constants';

/**
 * The table of reviews: what visitors and members wrote, waiting for moderation, approved (shown on
 * the site) or rejected, with its "new review" notice to the contact inbox. Part of the schema;
 * server/db/schema.ts gathers every table into DB.
 */
export type { ReviewStatus };

export interface ReviewsTable {
  id: Generated<number>;
  username: string;
  rating: number;
  review_text: string;
  image_path: string;
  image_srcset: string;
  status: ReviewStatus;
  created_at: string;
  updated_at: string;
  /** The member who wrote it while logged in; null for visitors and after the account was deleted. */
  user_id: Generated<number | null>;
  /** When the "new review" notice reached the mail server; null until then. */
  mailed_at: Generated<string | null>;
  /** The last failure of that notice, for the admin; null when none. */
  mail_error: Generated<string | null>;
  /** Sends of that notice tried so far (server/services/notices.ts). */
  mail_attempts: Generated<number>;
  /** When the notice is due (again); null once sent or given up. */
  mail_next_at: Generated<string | null>;
  /** How the writer was told apart from a robot (SpamCheck). */
  spam_check: Generated<SpamCheck>;
}

export interface ReviewTables {
  reviews: ReviewsTable;
}
