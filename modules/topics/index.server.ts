/**
 * What the other domains read of the topics module (docs/decisions/0033-domain-modules.md): a topic's
 * title for the security log. Free of the app's context; the module's calls are in ./calls.server.ts.
 */
export { findById as findTopic } from './topics.repository';
