import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../server/plugins/security';

const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

describe('the script hashes of a cached page', () => {
  it('lists each inline script once, and leaves out external scripts and JSON-LD', () => {
    const html = [
      '<script>window.__a=1</script>',
      '<script type="module">import "/assets/x.js";</script>',
      '<script src="/assets/app.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<SCRIPT>window.__a=1</SCRIPT>',
      '<script async>\n  multi\n  line\n</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha('window.__a=1'), sha('import "/assets/x.js";'), sha('\n  multi\n  line\n')]);
  });

  it('hashes the exact bytes, so a changed script no longer matches', () => {
    expect(inlineScriptHashes('<script>a()</script>')).not.toEqual(inlineScriptHashes('<script>a() </script>'));
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([]);
  });
});
