import { registerHooks } from 'node:module';
import path from 'node:path';

/**
 * Jest's moduleNameMapper does not apply to globalSetup, which Node loads itself; this resolves
 * the tsconfig path aliases (@marketplace/*) there too. Jest still transpiles the TypeScript.
 */
export function registerPathAliases(): void {
  const repoRoot = path.resolve(__dirname, '../../../..');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { compilerOptions } = require(path.join(repoRoot, 'tsconfig.base.json')) as {
    compilerOptions: { paths: Record<string, string[]> };
  };
  const targets = new Map(
    Object.entries(compilerOptions.paths).map(([alias, [target]]) => [alias, path.join(repoRoot, target!)]),
  );
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const target = targets.get(specifier);
      return nextResolve(target ?? specifier, context);
    },
  });
}
