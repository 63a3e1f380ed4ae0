/**
 * What the other domains read of the clients (docs/decisions/0033-domain-modules.md): the list the
 * go-live check reads (server/services/go-live.ts), and a client's name for the security log
 * (server/services/audit.ts). Free of the app's context; the calls are in ./calls.server.ts, the
 * sector lists the public pages show in ./page.server.ts.
 */
export { findById as findClient, listAll as listClients } from './clients.repository';
