import { data } from 'react-router';
import type { Route } from './+types/sector-page';
import { findSector } from '../../content/sectors';
import type { BuiltInClient } from '../../content/types';
import { servicesContext } from '../context';
import { pageMeta } from '../lib/meta';

interface ClientCard extends BuiltInClient {
  logo?: string;
}

/**
 * Spec 2.6: the built-in list plus the server's clients, de-duplicated by name (first wins, so
 * built-in entries win), sorted by name.
 */
function mergeClients(builtIn: BuiltInClient[], stored: ClientCard[]): ClientCard[] {
  const byName = new Map<string, ClientCard>();
  for (const c of [...builtIn, ...stored]) {
    const key = c.name.trim().toLowerCase();
    if (!byName.has(key)) byName.set(key, c);
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** The thirteen client sector pages; `pattern` is the route's own path ("lounge-cLub"). */
export async function loader({ pattern, context }: Route.LoaderArgs) {
  const sector = findSector(pattern.replace(/^\/+/, ''));
  if (!sector) throw data(null, { status: 404 });
  const rows = await context.get(servicesContext).clientsFor(sector.module);
  const stored = rows.map((r) => ({
    name: r.name,
    location: r.location ?? undefined,
    url: r.url ?? undefined,
    logo: r.logo || undefined,
  }));
  return { module: sector.module, heading: sector.heading, intro: sector.intro, clients: mergeClients(sector.clients, stored) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta(`Our Clients: ${loaderData.heading}`, loaderData.intro) : [];

export default function SectorPage({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <h1>{loaderData.heading}</h1>
      {loaderData.clients.length === 0 ? (
        <p>No {loaderData.module} found.</p>
      ) : (
        <ul>
          {loaderData.clients.map((c) => (
            <li key={c.name}>{c.name}</li>
          ))}
        </ul>
      )}
    </main>
  );
}
