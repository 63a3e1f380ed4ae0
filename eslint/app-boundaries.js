import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * ESLint rule `app/feature-boundaries`: a module in `app/features/<X>/` may not import anything in
 * `app/features/<Y>/` (Y ≠ X), at any depth. Routes compose features; what two features share goes
 * to `app/components/` or `app/lib/` (docs/decisions/0018-app-feature-folders.md). The import is
 * resolved against the importing file, so `../account/x`, `../../features/account/x` and
 * `~/features/account/x` are all caught, however deep the importer sits.
 */
const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'app');
const featuresDir = path.join(appDir, 'features');

/** The feature folder a path lies in, or null when it is outside app/features/. */
function featureOf(file) {
  const rel = path.relative(featuresDir, file);
  if (!rel || rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [name, ...rest] = rel.split(path.sep);
  return rest.length ? name : null;
}

const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature folder may not import another feature folder.' },
    schema: [],
    messages: { crossFeature: "app/features/{{from}} may not import app/features/{{to}}: move what both need to app/components/ or app/lib/." },
  },
  create(context) {
    const file = path.resolve(context.physicalFilename ?? context.filename);
    const own = featureOf(file);
    if (!own) return {};
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      let target;
      if (source.startsWith('.')) target = path.resolve(path.dirname(file), source);
      else if (source.startsWith('~/')) target = path.join(appDir, source.slice(2));
      else return;
      // `x` stands for whatever lies inside the target, so a bare folder import counts too.
      const other = featureOf(path.join(target, 'x'));
      if (other && other !== own) context.report({ node, messageId: 'crossFeature', data: { from: own, to: other } });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

const modulesDir = path.resolve(appDir, '..', 'modules');
/** What another module may import of a module (docs/decisions/0033-domain-modules.md), relative to its folder, without the extension. */
const MODULE_ENTRY = /^(?:index|index\.public|index\.server|calls\.server|page\.server|pages\/[\w-]+|[\w-]+\.(?:calls|schemas|words|table))$|\.css$/;

/** The module a path lies in and the path inside it, or null outside modules/. */
function moduleOf(file) {
  const rel = path.relative(modulesDir, file);
  if (!rel || rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [name, ...rest] = rel.split(path.sep);
  return rest.length ? { name, inside: rest.join('/').replace(/\.(?:ts|tsx)$/, '') } : null;
}

/**
 * ESLint rule `app/module-entries`: a file of modules/<X>/ reaches modules/<Y>/ (Y ≠ X) only through
 * Y's entry points. The import is resolved against the importing file, so `../leads/x` is caught as
 * surely as `../../modules/leads/x` (the path patterns of no-restricted-imports see only the latter).
 */
const moduleEntries = {
  meta: {
    type: 'problem',
    docs: { description: "A module imports another module only through that module's entry points." },
    schema: [],
    messages: {
      notEntry:
        'modules/{{from}} may import modules/{{to}} only through its entry points (index.ts, index.public.ts, index.server.ts, calls.server.ts, page.server.ts, pages/*, *.calls.ts, *.schemas.ts, *.words.ts, *.table.ts), not {{inside}}.',
    },
  },
  create(context) {
    const file = path.resolve(context.physicalFilename ?? context.filename);
    const own = moduleOf(file);
    if (!own) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = moduleOf(path.resolve(path.dirname(file), source));
      if (target && target.name !== own.name && !MODULE_ENTRY.test(target.inside)) {
        context.report({ node, messageId: 'notEntry', data: { from: own.name, to: target.name, inside: target.inside } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries, 'module-entries': moduleEntries } };
