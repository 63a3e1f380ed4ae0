import type { Lead } from '../leads.schemas';
import { LEAD_STATUS_WORDS, REPLY_CHANNEL_WORDS, ENQUIRY_KIND_WORDS } from '../leads.words';
import { displayNigerianPhone } from '../leads.words';
import { csvField } from '../../../app/features/admin/csv-file';
import { quoteItemWords } from '../quote.words';

/** The CSV file of the leads the filters show: one row per lead, the columns office staff asked for. */
const COLUMNS: [string, (l: Lead) => string | number | null][] = [
  ['Received', (l) => l.created_at],
  ['Kind', (l) => ENQUIRY_KIND_WORDS[l.kind]],
  ['Status', (l) => LEAD_STATUS_WORDS[l.status]],
  ['Name', (l) => l.name],
  ['E-mail', (l) => l.email],
  ['Phone', (l) => (l.phone ? displayNigerianPhone(l.phone) : '')],
  ['Reply via', (l) => REPLY_CHANNEL_WORDS[l.reply_via]],
  ['Subject or topic', (l) => (l.kind === 'topic' ? (l.topic ?? l.subject) : l.subject)],
  ['Level', (l) => l.level],
  ['Department', (l) => l.department],
  ['Deadline', (l) => l.deadline],
  ['Owner', (l) => l.owner_name],
  ['Follow-up', (l) => l.follow_up_on],
  ['Value (₦)', (l) => l.value_naira],
  ['Source', (l) => l.source],
  ['Medium', (l) => l.medium],
  ['Campaign', (l) => l.campaign],
  ['Landing page', (l) => l.landing_page],
  ['About (product, service or course)', (l) => quoteItemWords(l)],
  ['Answered at', (l) => l.answered_at],
];

/** The file's text, each field made safe for a spreadsheet (../csv-file.ts). */
export function leadsCsv(leads: Lead[]): string {
  const line = (values: string[]) => values.map(csvField).join(',');
  return [line(COLUMNS.map(([label]) => label)), ...leads.map((l) => line(COLUMNS.map(([, get]) => String(get(l) ?? ''))))].join('\r\n');
}

export const leadsFileName = (today: string) => `leads-${today}.csv`;
