import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { InsightsReport } from '../insights.schemas';
import { formatDate } from '../../../app/lib/dates';
import { ListState } from '../../../app/features/admin/list-state';
import { csvFileName, downloadCsv, reportCsv } from './csv';
import { DataTable } from './data-table';
import { Headline } from './headline';
import { RangePicker } from './range-picker';
import { describeRange, isDay, lagosToday, presetOf, presetRange, rangeProblem, type Range } from './range';
import { ShareLinkBuilder } from './share-link-builder';
import { SpeedPanel } from './speed-panel';
import {
  deviceTables,
  leadTables,
  notFoundTable,
  pageTables,
  seriesTable,
  siteSpeedTable,
  sourceTables,
  speedTables,
  type Table,
} from './tables';
import { TrendChart } from './trend-chart';
import { useReport } from './use-report';
import './insights.css';

/** Nothing at all was counted: the screen says so instead of showing empty tables. */
const isEmpty = (r: InsightsReport) => r.totals.views === 0 && r.totals.leads === 0 && r.totals.notFound === 0;

const chartTitle = (r: InsightsReport) => (r.from === r.to ? 'People and page views per hour' : 'People and page views per day');

/** Every table the screen shows for a report, in the screen's order: what "Download CSV" writes. */
function shownTables(r: InsightsReport): Table[] {
  const totals: Table = {
    id: 'totals',
    title: 'Totals',
    columns: [{ label: 'Figure' }, { label: 'Count', numeric: true }],
    rows: [
      ['People', r.totals.people],
      ['Page views', r.totals.views],
      ['Visits', r.totals.visits],
      ['Leads', r.totals.leads],
      ['Pages not found', r.totals.notFound],
    ],
    empty: '',
  };
  const speed = r.speed.site.length ? [siteSpeedTable(r), ...speedTables(r)] : [];
  if (isEmpty(r)) return [totals, ...speed];
  return [totals, seriesTable(r), ...pageTables(r), ...sourceTables(r), ...leadTables(r), ...deviceTables(r), notFoundTable(r), ...speed];
}

function Group({ id, title, intro, tables, columns = 2 }: { id: string; title: string; intro?: string; tables: Table[]; columns?: 1 | 2 | 3 }) {
  return (
    <section className="card ins-card" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {intro && <p className="ins-card__intro">{intro}</p>}
      <div className={`ins-grid ins-grid--${columns}`}>
        {tables.map((t) => (
          <DataTable key={t.id} table={t} />
        ))}
      </div>
    </section>
  );
}

/**
 * Insights: the owners' own statistics, counted without cookies. The period is kept in the
 * address (?section=insights&range=30d, or range=custom&from=&to=), so a reload or a shared link
 * shows the same days. Loaded on its own when the section is first opened (admin-app.tsx).
 */
export default function InsightsSection() {
  const [params, setParams] = useSearchParams();
  const today = lagosToday();
  const preset = presetOf(params.get('range'));
  const chosen = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const range: Range =
    preset === 'custom' && isDay(chosen.from) && isDay(chosen.to) && !rangeProblem(chosen.from, chosen.to)
      ? chosen
      : presetRange(preset === 'custom' ? '7d' : preset, today);
  const list = useReport(range);
  const { report, busy } = list;
  const tables = useMemo(() => (report ? shownTables(report) : []), [report]);

  const go = (next: Record<string, string>) => setParams({ section: 'insights', ...next }, { replace: true, preventScrollReset: true });

  return (
    <div className="ins">
      <div className="ins-toolbar">
        <RangePicker
          preset={preset}
          range={range}
          today={today}
          onPreset={(p) => go({ range: p })}
          onRange={(r) => go({ range: 'custom', from: r.from, to: r.to })}
        />
        <button
          type="button"
          className="btn btn-outline btn-sm ins-toolbar__csv"
          disabled={!report}
          onClick={() => report && downloadCsv(csvFileName(report), reportCsv(report, tables))}
        >
          Download CSV
        </button>
      </div>

      <p className="ins-period" aria-live="polite">
        {busy && report ? (
          <>Loading {describeRange(range)}…</>
        ) : report ? (
          <>
            <strong>{describeRange(report)}</strong>
            {report.updatedAt && (
              <> · figures as of {formatDate(report.updatedAt, { month: 'short', time: true, timeZone: 'Africa/Lagos' })} (Lagos time)</>
            )}
          </>
        ) : null}
      </p>

      <ListState list={list} what="the figures" />

      {report && (
        <div className={`ins-body${busy ? ' ins-body--busy' : ''}`} aria-busy={busy}>
          {isEmpty(report) ? (
            <>
              <p className="admin-empty">No visits counted in this period yet.</p>
              <ShareLinkBuilder />
            </>
          ) : (
            <>
              <Headline totals={report.totals} />
              <section className="card ins-card" aria-labelledby="ins-trend">
                <h3 id="ins-trend">{chartTitle(report)}</h3>
                <TrendChart
                  series={report.series}
                  hourly={report.from === report.to}
                  label={`${chartTitle(report)}, ${describeRange(report)}`}
                />
                <details className="ins-details">
                  <summary>Show these figures as a table</summary>
                  <DataTable table={seriesTable(report)} />
                </details>
              </section>
              <Group id="ins-pages" title="Pages" tables={pageTables(report)} />
              <Group
                id="ins-sources"
                title="Where visits come from"
                intro="A visit is counted where it arrives from: a search, a link someone shared, a typed address."
                tables={sourceTables(report)}
                columns={1}
              />
              <ShareLinkBuilder />
              <Group
                id="ins-leads"
                title="Leads"
                intro="Every time someone got in touch or took a step towards it."
                tables={leadTables(report)}
                columns={3}
              />
              <Group id="ins-devices" title="Devices, browsers and connections" tables={deviceTables(report)} columns={3} />
              <section className="card ins-card" aria-labelledby="ins-not-found">
                <DataTable table={notFoundTable(report)} level={3} headingId="ins-not-found" />
              </section>
            </>
          )}
          {(!isEmpty(report) || report.speed.site.length > 0) && <SpeedPanel report={report} />}
        </div>
      )}
    </div>
  );
}
