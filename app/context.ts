import { createContext } from 'react-router';
import type { PageServices } from '../server/pages/page-services';
import type { PageClient } from '../server/pages/page-kit';

/**
 * Router context keys (future.v8_middleware). The server reads these objects from the bundled
 * entry.server (`build.entry.module`), never by importing this file itself.
 */
export const servicesContext = createContext<PageServices>();
export const nonceContext = createContext<string>('');
/** Who sent the request (the client address, for the limits of the forms' page actions). */
export const clientContext = createContext<PageClient>({ ip: '', headers: {} });
