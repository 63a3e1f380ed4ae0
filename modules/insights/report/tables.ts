import type { InsightsReport } from '../insights.schemas';
import type { Metric } from '../insights.words';
import { LEAD_WORDS, METRIC_ORDER, METRIC_WORDS, connectionName, deviceName, groupName, type Rating } from './words';
import { formatHour, formatWeekday } from './range';

/**
 * Every table of the Insights screen, built from the report as plain data. The screen draws these
 * and the CSV download writes the very same ones, so the file holds exactly what is shown.
 */

export interface SpeedCell {
  metric: Metric;
  p75: number;
  rating: Rating;
  samples: number;
}
/** A sum in naira: "₦1,250,000" on screen, the plain number in the CSV file. */
export interface NairaCell {
  naira: number;
}
export type Cell = string | number | SpeedCell | NairaCell | null;

/** Visitors → leads → won: what came of the enquiries of a source or campaign (docs/decisions/0024-leads.md). */
const wonColumns: Column[] = [
  { label: 'Enquiries', numeric: true },
  { label: 'Won', numeric: true },
  { label: '₦ won', numeric: true },
];
const wonCells = (x: { enquiries: number; won: number; wonNaira: number }): Cell[] => [x.enquiries, x.won, { naira: x.wonNaira }];

export interface Column {
  label: string;
  /** Counts and figures are right-aligned; text is not. */
  numeric?: boolean;
  /** The column's counts are drawn with a bar in proportion to the largest. */
  bar?: boolean;
  /** Shown on screen under the row's name rather than as a column of its own (the CSV keeps it a column). */
  under?: boolean;
}

export interface Table {
  id: string;
  title: string;
  /** A short plain explanation under the title. */
  note?: string;
  columns: Column[];
  rows: Cell[][];
  /** Shown instead of an empty table. */
  empty: string;
}

/** A page's path, with the home page said in words. */
export const pageName = (path: string) => (path === '/' ? '/ (home page)' : path);

const speedColumns: Column[] = METRIC_ORDER.map((m) => ({ label: METRIC_WORDS[m].name, numeric: true }));
const speedCells = (figures: InsightsReport['speed']['site']): Cell[] =>
  METRIC_ORDER.map((m) => figures.find((f) => f.metric === m) ?? null);

export function seriesTable(r: InsightsReport): Table {
  const hourly = r.from === r.to;
  return {
    id: 'series',
    title: hourly ? 'People, page views and leads per hour' : 'People, page views and leads per day',
    columns: [
      { label: hourly ? 'Hour (Lagos time)' : 'Day' },
      { label: 'People', numeric: true },
      { label: 'Page views', numeric: true },
      { label: 'Leads', numeric: true },
    ],
    rows: r.series.map((s) => [hourly ? formatHour(s.key) : formatWeekday(s.key), s.people, s.views, s.leads]),
    empty: 'Nothing counted yet.',
  };
}

export function pageTables(r: InsightsReport): Table[] {
  return [
    {
      id: 'pages',
      title: 'Most viewed pages',
      columns: [{ label: 'Page' }, { label: 'Views', numeric: true, bar: true }, { label: 'People', numeric: true }],
      rows: r.pages.map((p) => [pageName(p.name), p.views, p.people]),
      empty: 'No page views in this period.',
    },
    {
      id: 'entry-pages',
      title: 'First page of a visit',
      note: 'Where people land when they arrive from outside.',
      columns: [{ label: 'Page' }, { label: 'Visits', numeric: true, bar: true }],
      rows: r.entryPages.map((p) => [pageName(p.name), p.visits]),
      empty: 'No visits in this period.',
    },
  ];
}

export function sourceTables(r: InsightsReport): Table[] {
  return [
    {
      id: 'sources',
      title: 'Sources',
      note: 'Leads: taps and forms counted on the site. Enquiries: contact messages and topic requests received, of which won, with their value.',
      columns: [
        { label: 'Source' },
        { label: 'Kind', under: true },
        { label: 'Visits', numeric: true, bar: true },
        { label: 'Leads', numeric: true },
        ...wonColumns,
      ],
      rows: r.sources.map((s) => [s.name, groupName(s.group), s.visits, s.leads, ...wonCells(s)]),
      empty: 'No visits in this period.',
    },
    {
      id: 'campaigns',
      title: 'Campaigns',
      note: 'Visits through your own links that carry a campaign name (utm_campaign).',
      columns: [
        { label: 'Campaign' },
        { label: 'Source', under: true },
        { label: 'Medium', under: true },
        { label: 'Visits', numeric: true, bar: true },
        { label: 'Leads', numeric: true },
        ...wonColumns,
      ],
      rows: r.campaigns.map((c) => [c.campaign || '(none)', c.source || '(none)', c.medium || '(none)', c.visits, c.leads, ...wonCells(c)]),
      empty: 'No visits through campaign links in this period.',
    },
  ];
}

export function leadTables(r: InsightsReport): Table[] {
  return [
    {
      id: 'lead-kinds',
      title: 'Leads by kind',
      columns: [{ label: 'What people did' }, { label: 'Leads', numeric: true, bar: true }],
      rows: r.leads.byKind.map((k) => [LEAD_WORDS[k.kind], k.count]),
      empty: 'No leads in this period.',
    },
    {
      id: 'lead-sources',
      title: 'Leads by source',
      columns: [{ label: 'Source' }, { label: 'Leads', numeric: true, bar: true }],
      rows: r.leads.bySource.map((s) => [s.name, s.count]),
      empty: 'No leads in this period.',
    },
    {
      id: 'lead-pages',
      title: 'Leads by page',
      columns: [{ label: 'Page' }, { label: 'Leads', numeric: true, bar: true }],
      rows: r.leads.byPage.map((p) => [pageName(p.name), p.count]),
      empty: 'No leads in this period.',
    },
  ];
}

export function deviceTables(r: InsightsReport): Table[] {
  const named = (label: string): Column[] => [{ label }, { label: 'Views', numeric: true, bar: true }, { label: 'People', numeric: true }];
  return [
    {
      id: 'devices',
      title: 'Devices',
      columns: named('Device'),
      rows: r.devices.map((d) => [deviceName(d.name), d.views, d.people]),
      empty: 'Nothing counted.',
    },
    {
      id: 'browsers',
      title: 'Browsers',
      columns: named('Browser'),
      rows: r.browsers.map((b) => [b.name, b.views, b.people]),
      empty: 'Nothing counted.',
    },
    {
      id: 'connections',
      title: 'Connections',
      note: 'Only Chrome, Edge, Opera and Samsung Internet report this.',
      columns: named('Connection'),
      rows: r.connections.map((c) => [connectionName(c.name), c.views, c.people]),
      empty: 'No browser reported its connection.',
    },
  ];
}

export function notFoundTable(r: InsightsReport): Table {
  return {
    id: 'not-found',
    title: 'Pages not found',
    note: 'Addresses people tried that do not exist: a broken link somewhere, or a page that moved.',
    columns: [{ label: 'Address' }, { label: 'Views', numeric: true, bar: true }],
    rows: r.notFound.map((p) => [p.name, p.views]),
    empty: 'Every page people asked for was found.',
  };
}

export function speedTables(r: InsightsReport): Table[] {
  return [
    {
      id: 'speed-devices',
      title: 'Speed by device',
      columns: [{ label: 'Device' }, ...speedColumns],
      rows: r.speed.byDevice.map((d) => [deviceName(d.name), ...speedCells(d.figures)]),
      empty: 'No speed figures yet.',
    },
    {
      id: 'speed-connections',
      title: 'Speed by connection',
      columns: [{ label: 'Connection' }, ...speedColumns],
      rows: r.speed.byConnection.map((c) => [connectionName(c.name), ...speedCells(c.figures)]),
      empty: 'No browser reported its connection.',
    },
    {
      id: 'speed-pages',
      title: 'Speed per page',
      columns: [{ label: 'Page' }, ...speedColumns],
      rows: r.speed.pages.map((p) => [pageName(p.name), ...speedCells(p.figures)]),
      empty: 'No speed figures yet.',
    },
  ];
}

/** The site's own four speed figures, as a table (for the CSV; the screen shows them as cards). */
export function siteSpeedTable(r: InsightsReport): Table {
  return {
    id: 'speed-site',
    title: 'Speed of the whole site',
    columns: [{ label: 'Figure' }, { label: 'Value', numeric: true }, { label: 'Measurements', numeric: true }],
    rows: METRIC_ORDER.flatMap((m) => {
      const f = r.speed.site.find((x) => x.metric === m);
      return f ? [[METRIC_WORDS[m].name, f, f.samples]] : [];
    }),
    empty: 'No speed figures yet.',
  };
}
