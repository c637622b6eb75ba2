// Local ESLint plugin for the boundaries inside src/ that an import specifier alone cannot show: which
// feature a relative import lands in depends on the importing file, so the rule resolves the path first.
//  - a feature (src/features/A/**) reaches another feature B only through B's public face,
//    src/features/B/B-provider.ts(x); src/routes/, main.tsx and router.tsx compose features freely;
//  - shared code (components/, lib/, api/, i18n/) never imports a feature: every feature uses it.
// And the same for the server's services ('service-boundaries'):
//  - a service (server/services/A/**) reaches another service B only through B's public entry,
//    server/services/B/index.ts; the files directly in server/services/ (service-deps.ts) are shared by all.
import path from 'node:path';

const sharedAreas = ['components', 'lib', 'api', 'i18n'];

/** `src/features/<name>/<rest>` split, or undefined for any other path (project-relative, `/` separators). */
function featureOf(file) {
  const match = /^src\/features\/([^/]+)\/(.+)$/.exec(file);
  return match ? { name: match[1], rest: match[2] } : undefined;
}

const isProvider = (feature) => feature.rest.replace(/\.(tsx?|jsx?)$/, '') === `${feature.name}-provider`;

const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Features meet only through their provider file; shared code never imports a feature.' },
    schema: [],
    messages: {
      crossFeature:
        "Feature '{{from}}' may use feature '{{to}}' only through src/features/{{to}}/{{to}}-provider.ts(x), not '{{target}}'.",
      sharedImportsFeature:
        "src/{{area}}/ is shared by every feature and never imports one ('{{target}}'): move what it needs out of the feature.",
    },
  },
  create(context) {
    const cwd = context.cwd ?? process.cwd();
    const file = path.relative(cwd, context.filename).split(path.sep).join('/');
    const own = featureOf(file);
    const area = /^src\/([^/]+)\//.exec(file)?.[1];
    const shared = area !== undefined && sharedAreas.includes(area);
    if (!own && !shared) return {};

    function check(source) {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), source.value));
      const feature = featureOf(target);
      if (!feature) return;
      if (shared) {
        context.report({ node: source, messageId: 'sharedImportsFeature', data: { area, target } });
      } else if (feature.name !== own.name && !isProvider(feature)) {
        context.report({ node: source, messageId: 'crossFeature', data: { from: own.name, to: feature.name, target } });
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source.type === 'Literal' ? node.source : undefined),
    };
  },
};

/** `server/services/<name>/<rest>` split, or undefined for any other path (a file directly in server/services/ too). */
function serviceOf(file) {
  const match = /^server\/services\/([^/]+)\/(.+)$/.exec(file);
  return match ? { name: match[1], rest: match[2] } : undefined;
}

/** The service's public entry: `server/services/B` (the folder), `B/index` or `B/index.ts`. */
const isEntry = (service) => /^index(\.(ts|js))?$/.test(service.rest);

/** The target of a relative specifier, project-relative; a bare folder keeps its name (`../loyalty`). */
function targetOf(file, specifier) {
  return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
}

function importVisitors(check) {
  return {
    ImportDeclaration: (node) => check(node.source),
    ExportNamedDeclaration: (node) => check(node.source),
    ExportAllDeclaration: (node) => check(node.source),
    ImportExpression: (node) => check(node.source.type === 'Literal' ? node.source : undefined),
  };
}

const serviceBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Services meet only through their public entry, server/services/<service>/index.ts.' },
    schema: [],
    messages: {
      crossService:
        "Service '{{from}}' may use service '{{to}}' only through server/services/{{to}}/index.ts, not '{{target}}'.",
    },
  },
  create(context) {
    const cwd = context.cwd ?? process.cwd();
    const file = path.relative(cwd, context.filename).split(path.sep).join('/');
    const own = serviceOf(file);
    if (!own) return {};
    return importVisitors((source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = targetOf(file, source.value);
      // `../loyalty` names the folder, whose index.ts is the entry.
      const service = serviceOf(target) ?? (/^server\/services\/[^/]+$/.test(target) ? serviceOf(`${target}/index`) : undefined);
      if (!service || service.name === own.name || isEntry(service)) return;
      context.report({ node: source, messageId: 'crossService', data: { from: own.name, to: service.name, target } });
    });
  },
};

export const architecture = {
  meta: { name: 'architecture' },
  rules: { 'feature-boundaries': featureBoundaries, 'service-boundaries': serviceBoundaries },
};
