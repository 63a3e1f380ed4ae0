import path from 'node:path';
import { build } from 'rolldown';
import { describe, expect, it } from 'vitest';

/**
 * The Insights beacon, loaded by every page, takes urlOf() from common/api/public-routes.ts and not
 * the table of calls beside it. The table spreads the calls the modules declare; the bundler keeps
 * an object of several spreads unless it is built by a function marked pure, so this bundles what
 * the beacon imports and looks for the table's addresses in the result.
 */
describe('the public table of calls', () => {
  it('stays out of a script that imports urlOf() alone', async () => {
    const routes = path.resolve(__dirname, '../../common/api/public-routes.ts');
    const out = await build({
      input: 'entry',
      write: false,
      plugins: [
        {
          name: 'entry',
          resolveId: (id) => (id === 'entry' ? id : null),
          load: (id) => (id === 'entry' ? `import { urlOf } from ${JSON.stringify(routes)};\nconsole.log(urlOf({ method: 'GET', path: 'x' }));\n` : null),
        },
      ],
    });
    const code = out.output[0].code;
    expect(code).toContain('/api/');
    for (const address of ['resend-email', 'forgot-password', 'account/logout-all', 'topic-requests']) expect(code).not.toContain(address);
  });

  it("carries the public pages' calls and none of the admin's, which only the list of every call (modules/registry.ts) names", async () => {
    const routes = path.resolve(__dirname, '../../common/api/public-routes.ts');
    const out = await build({
      input: 'entry',
      write: false,
      plugins: [
        {
          name: 'entry',
          resolveId: (id) => (id === 'entry' ? id : null),
          load: (id) => (id === 'entry' ? `import { PUBLIC_ROUTES } from ${JSON.stringify(routes)};\nconsole.log(PUBLIC_ROUTES);\n` : null),
        },
      ],
    });
    const code = out.output[0].code;
    for (const address of ['captcha/challenge', 'contact', 'forgot-password', 'invitations/accept']) expect(code).toContain(address);
    for (const address of ['leads/export', 'settings/vat', 'insights/summary', "'health'", '`health`', '"health"']) expect(code).not.toContain(address);
  });
});
