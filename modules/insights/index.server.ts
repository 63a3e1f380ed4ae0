/**
 * What the server's core and the other domains take from the Insights module
 * (docs/decisions/0033-domain-modules.md): the counting itself (created once by server/app.ts and
 * kept in the app's context, which the forms' handlers use to count a lead), and where a stored
 * enquiry came from, in Insights' own words (server/services/submissions.ts). Free of the app's
 * context, so the context can hold it without a cycle; the handlers are in ./calls.server.ts.
 */
export { createInsights, type Insights, type InsightsOptions, type InsightsSettings, type RequestFacts } from './insights.service';
export { classifySource } from './sources.service';
export { maskCustomerPath } from './customer-paths';
