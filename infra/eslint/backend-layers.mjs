// The backend's layering, as an ESLint rule (the Nx boundary rule only sees projects, and the API
// is one project). Resolves every relative import of a file under backend/api/src and refuses:
// - core/ or infrastructure/ importing a feature module (they reach modules through ports);
// - a module importing another module's files other than that module's index.ts;
// - demo data (modules/*/demo) imported anywhere but the seeding command, other demo code and tests.
import path from 'node:path';

const SRC = `${path.sep}backend${path.sep}api${path.sep}src${path.sep}`;

/** Splits an absolute path under backend/api/src into its folders, or null outside it. */
function srcParts(file) {
  const at = file.lastIndexOf(SRC);
  return at < 0 ? null : file.slice(at + SRC.length).split(path.sep);
}

const withoutExtension = (name) => name.replace(/\.(ts|tsx|js|mjs|cjs)$/, '');
const isTest = (file) =>
  /\.(spec|int-spec|e2e-spec)\.tsx?$/.test(file) ||
  file.includes(`${path.sep}backend${path.sep}api${path.sep}test${path.sep}`);

/** The violation message for `from` importing the resolved `target`, or null when the import is allowed. */
export function layerViolation(from, target) {
  const fromParts = srcParts(from);
  const targetParts = srcParts(target);
  if (!targetParts || targetParts[0] !== 'modules' || targetParts.length < 2) return null;
  const targetModule = targetParts[1];
  const inDemo = targetParts[2] === 'demo';
  if (fromParts && (fromParts[0] === 'core' || fromParts[0] === 'infrastructure')) {
    return `${fromParts[0]}/ must not import feature modules (modules/${targetModule}); declare a port in core and let the module provide it.`;
  }
  // modules/index.ts is the composition of all modules, not a module.
  const fromModule = fromParts && fromParts[0] === 'modules' && fromParts.length > 2 ? fromParts[1] : null;
  if (inDemo) {
    const seeding = fromParts && (fromParts[0] === 'cli' || (fromParts[0] === 'modules' && fromParts[2] === 'demo'));
    if (!seeding && !isTest(from))
      return `Demo data (modules/${targetModule}/demo) is for seeding only; production code must not import it.`;
    return null;
  }
  if (fromModule && fromModule !== targetModule) {
    const rest = targetParts.slice(2);
    const isIndex = rest.length === 0 || (rest.length === 1 && withoutExtension(rest[0]) === 'index');
    if (!isIndex)
      return `Import modules/${targetModule} only through its index.ts (not ${targetParts.slice(2).join('/')}).`;
  }
  return null;
}

export const backendLayersRule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Layering of the backend: core and infrastructure below modules, modules through index.ts, demo data for seeding only',
    },
    schema: [],
  },
  create(context) {
    const from = context.filename ?? context.getFilename();
    if (!srcParts(from) && !isTest(from)) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const message = layerViolation(from, path.resolve(path.dirname(from), source));
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { layers: backendLayersRule } };
