/**
 * Insights' tables (docs/decisions/0022-insights.md): single events, kept a few weeks, then
 * roll-ups; the day's salt of the visitor hash. server/db/schema.ts gathers them into `DB`.
 */

export interface InsightViewsTable {
  at: string;
  /** Lagos day (YYYY-MM-DD) and hour (0–23). */
  day: string;
  hour: number;
  path: string;
  /** A hash of address and user agent with the day's salt: the same person within one day only. */
  visitor: string;
  /** 1 on the first page of a visit. */
  entry: number;
  source: string | null;
  medium: string | null;
  campaign: string | null;
  device: string;
  browser: string;
  connection: string | null;
  not_found: number;
}

export interface InsightLeadsTable {
  at: string;
  day: string;
  hour: number;
  kind: string;
  path: string;
  visitor: string;
}

export interface InsightVitalsTable {
  day: string;
  path: string;
  metric: string;
  /** The value in the metric's own steps (./speed.service.ts). */
  bucket: number;
  device: string;
  connection: string | null;
}

export interface InsightDailyTable {
  day: string;
  dim: string;
  key: string;
  views: number;
  people: number;
  visits: number;
  leads: number;
}

export interface InsightSpeedTable {
  day: string;
  metric: string;
  dim: string;
  key: string;
  bucket: number;
  n: number;
}

/** Every table of Insights, by name. */
export interface InsightTables {
  insight_views: InsightViewsTable;
  insight_leads: InsightLeadsTable;
  insight_vitals: InsightVitalsTable;
  insight_daily: InsightDailyTable;
  insight_speed: InsightSpeedTable;
  insight_rollups: { day: string; rolled_at: string };
  insight_salts: { day: string; salt: string };
}
