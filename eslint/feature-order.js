/**
 * The API's features in their drawn order (docs/architecture.md, "Feature order") and the lint rule that keeps it.
 * A feature may import only features before it in FEATURE_ORDER, so no two features import each other; what it
 * takes from one is that feature's public face (`lambdas/features/<feature>/public.ts`) or its pure `domain/`
 * modules, never a deeper module. A domain module may take only another feature's domain modules (it stays pure).
 * Features tell the ones after them what happened through events (their `events.ts`), never by calling them.
 */
import path from 'node:path';

/** Lowest first: each feature may import the ones before it. The one place this order is written in code. */
export const FEATURE_ORDER = ['limits', 'account', 'tenders', 'bids', 'deliveries', 'uploads', 'procurement', 'messages', 'profiles', 'ratings', 'contact', 'notifications', 'privacy', 'admin'];

const FEATURES_DIR = path.join('lambdas', 'features');

/** `{ feature, rest }` of a repository-relative path under lambdas/features, or undefined. */
function featurePath(relPath) {
  const parts = relPath.split(path.sep);
  const at = parts.indexOf('features');
  if (at < 1 || parts[at - 1] !== 'lambdas' || parts.length < at + 3) return undefined;
  return { feature: parts[at + 1], rest: parts.slice(at + 2).join('/') };
}

/** The refusal of importing `source` from `filename` (absolute), or undefined when the import keeps the order. */
export function featureOrderRefusal(filename, source, cwd) {
  if (!source.startsWith('.')) return undefined;
  const from = featurePath(path.relative(cwd, filename));
  if (!from) return undefined;
  const to = featurePath(path.relative(cwd, path.resolve(path.dirname(filename), source)));
  if (!to || to.feature === from.feature) return undefined;
  const [fromRank, toRank] = [FEATURE_ORDER.indexOf(from.feature), FEATURE_ORDER.indexOf(to.feature)];
  if (fromRank < 0) return `The feature "${from.feature}" has no place in the drawn order: add it to FEATURE_ORDER (eslint/feature-order.js) and docs/architecture.md.`;
  if (toRank < 0 || toRank > fromRank)
    return `${from.feature} may not import ${to.feature}: the drawn order (docs/architecture.md) puts ${to.feature} after ${from.feature}. Emit an event from ${from.feature} (its events.ts) and let ${to.feature} listen, or move the shared piece down.`;
  const toDomain = to.rest.startsWith('domain/');
  if (from.rest.startsWith('domain/') && !toDomain) return `A domain module is pure: from ${to.feature} it may import only ${to.feature}/domain/*.`;
  if (!toDomain && to.rest.replace(/\.(ts|js)$/, '') !== 'public')
    return `Import ${to.feature} through its public face (features/${to.feature}/public.ts) or its domain/ modules, not ${to.feature}/${to.rest}: export what you need from public.ts.`;
  return undefined;
}

/** The ESLint plugin with the rule `feature-order/imports`. */
export const featureOrderPlugin = {
  rules: {
    imports: {
      meta: { type: 'problem', docs: { description: 'Features import only features before them in the drawn order, through their public face.' }, schema: [] },
      create(context) {
        const check = (node) => {
          const source = node.source?.value;
          if (typeof source !== 'string') return;
          const message = featureOrderRefusal(context.filename, source, context.cwd);
          if (message) context.report({ node: node.source, message });
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
      },
    },
  },
};

/** The flat-config block of the rule. */
export const featureOrderConfig = {
  files: [`${FEATURES_DIR.split(path.sep).join('/')}/**/*.ts`],
  plugins: { 'feature-order': featureOrderPlugin },
  rules: { 'feature-order/imports': 'error' },
};
