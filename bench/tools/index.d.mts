// The parts of Lighthouse's and chrome-launcher's APIs bench/lighthouse.ts uses, so the type check
// needs neither installed (they are, in bench/tools/node_modules, only once `npm run lighthouse` ran).
export interface AuditResult {
  title: string;
  score: number | null;
  numericValue?: number;
  details?: unknown;
}
export interface CategoryResult {
  score: number | null;
  auditRefs: { id: string; weight: number }[];
}
export interface LighthouseResult {
  audits: Record<string, AuditResult | undefined>;
  categories: Record<string, CategoryResult>;
  /** Set when Lighthouse could not finish the run (its scores are then null). */
  runtimeError?: { code: string; message: string };
}
export interface LighthouseFlags {
  port: number;
  output?: 'json' | 'html' | 'csv';
  logLevel?: 'silent' | 'error' | 'warn' | 'info' | 'verbose';
  onlyCategories?: string[];
}
export function lighthouse(url: string, flags: LighthouseFlags): Promise<{ lhr: LighthouseResult } | undefined>;

export declare namespace chromeLauncher {
  interface LaunchedChrome {
    port: number;
    kill(): void | Promise<void>;
  }
  function launch(options: { chromePath?: string; chromeFlags?: string[] }): Promise<LaunchedChrome>;
}
