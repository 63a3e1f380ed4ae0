import { createContext } from 'react-router';
import type { PageServices } from '../server/pages/page-services';

/**
 * Router context keys (future.v8_middleware). The server reads these objects from the bundled
 * entry.server (`build.entry.module`), never by importing this file itself.
 */
export const servicesContext = createContext<PageServices>();
export const nonceContext = createContext<string>('');
