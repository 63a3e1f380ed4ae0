/** One client logo row, as GET /api/clients answers it (used by the manager and its form). */
export interface Client {
  id: number;
  module: string;
  name: string;
  location: string | null;
  url: string | null;
  logo: string;
  logo_srcset: string;
}
