import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { MailTable } from '../db/repositories/mail-queue';
import type { MailMessage } from './mail';
import type { SiteContent } from '../../modules/site-content/index.server';
import { NO_INBOX } from '../../modules/staff/index.server';

/** The company's details as published now, which a notice's mail is built with. */
export type NoticeCompany = Awaited<ReturnType<SiteContent['company']>>;

/**
 * A kind of mail a module stores for the shared queue (./notices.ts) to send and retry: the table
 * its rows are claimed in, how a row is read at send time, and the mail built from that row. The
 * module owns all three; the queue knows only the kind's name.
 */
export interface NoticeSource<R> {
  table: MailTable;
  /** The row as stored now; undefined when it is gone. */
  read(db: Kysely<DB>, id: number): Promise<R | undefined>;
  /**
   * The row's mail, or null when staff have handled the row meanwhile (the notice has nothing left
   * to say). `inbox` is where enquiries are sent, null when none is known: a mail that must go
   * there then throws, and is tried again later.
   */
  mail(row: R, site: NoticeCompany, inbox: string | null, publicUrl: string): MailMessage | null;
  /** False for a mail that carries its own recipient: the inbox is not looked up for it. */
  needsInbox?: false;
}

/**
 * A notice to the inbox where enquiries are sent: none when there is nothing to say; without an
 * inbox known, it fails (and is tried again), so a notice is never lost for want of an address.
 */
export function toInbox(mail: Omit<MailMessage, 'to'> | null, inbox: string | null): MailMessage | null {
  if (!mail) return null;
  if (!inbox) throw new Error(NO_INBOX);
  return { to: inbox, ...mail };
}
