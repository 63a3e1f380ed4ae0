import { describe, expect, it } from 'vitest';
import { isServerOnly, serverOnlyInBundle } from '../../scripts/server-only-guard.mjs';

describe('the build refuses server-only code in browser chunks', () => {
  it('knows which modules are server-only', () => {
    for (const id of [
      '/site/server/db/database.ts',
      '/site/server/services/mail.ts?v=1',
      '/site/modules/leads/leads.service.ts',
      '/site/modules/leads/leads.repository.ts',
      '/site/modules/leads/inbox.server.ts',
      '/site/modules/quotes/quotes.table.ts',
      'C:\\site\\modules\\leads\\calls.server.ts',
    ]) {
      expect(isServerOnly(id), id).toBe(true);
    }
    for (const id of [
      '/site/app/root.tsx',
      '/site/modules/leads/leads.words.ts',
      '/site/modules/leads/inbox.calls.ts',
      '/site/modules/leads/inbox/lead-detail.tsx',
      '/site/common/money.ts',
      '/site/node_modules/react-router/dist/server/index.js',
    ]) {
      expect(isServerOnly(id), id).toBe(false);
    }
  });

  it('names each chunk that carries one, and ignores a module the bundler left empty', () => {
    const bundle = {
      'assets/a.js': { type: 'chunk' as const, fileName: 'assets/a.js', modules: { '/site/app/root.tsx': { renderedLength: 90 }, '/site/server/services/client-address.ts': { renderedLength: 40 } } },
      'assets/b.js': { type: 'chunk' as const, fileName: 'assets/b.js', modules: { '/site/modules/leads/leads.table.ts': { renderedLength: 0 } } },
      'assets/c.css': { type: 'asset' as const, fileName: 'assets/c.css' },
    };
    expect(serverOnlyInBundle(bundle, '/site/')).toEqual(['assets/a.js: server/services/client-address.ts']);
  });
});
