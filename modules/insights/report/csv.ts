import type { InsightsReport } from '../insights.schemas';
import { describeRange } from './range';
import { RATING_WORDS, formatMetric } from './words';
import type { Cell, Table } from './tables';
import { csvField } from '../../../app/features/admin/csv-file';

/**
 * The CSV download: one file with a section per table the screen shows (a title line, a header
 * line, the rows, a blank line), built in the browser from the report already on screen.
 */

/** A cell as the file shows it: counts and naira as plain numbers, speed figures as on screen. */
export function cellText(cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  if (typeof cell === 'string') return cell;
  if ('naira' in cell) return String(cell.naira);
  return `${formatMetric(cell.metric, cell.p75)} (${RATING_WORDS[cell.rating]})`;
}

// The field's quoting and the download are the admin area's, shared with the leads' file.
export { csvField, downloadCsv } from '../../../app/features/admin/csv-file';

const line = (fields: string[]) => fields.map(csvField).join(',');

export function reportCsv(report: InsightsReport, tables: Table[]): string {
  const lines: string[] = [line([`Insights ${describeRange(report)}`]), line([`From ${report.from} to ${report.to} (Lagos days)`]), ''];
  for (const t of tables) {
    lines.push(line([t.title]));
    lines.push(line(t.columns.map((c) => c.label)));
    for (const row of t.rows) lines.push(line(row.map(cellText)));
    lines.push('');
  }
  return lines.join('\r\n');
}

export function csvFileName(report: InsightsReport): string {
  return report.from === report.to ? `insights-${report.from}.csv` : `insights-${report.from}-to-${report.to}.csv`;
}
