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

export default { rules: { 'feature-boundaries': featureBoundaries } };
