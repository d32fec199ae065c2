import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ALIAS = { group: ['../../*'], message: 'Import through the #web/* alias.' };

/**
 * Boundaries in the web app (bulletproof-react): shared code (components/, lib/) imports no
 * feature and not the app; a feature imports shared code, its own files and another feature's
 * public face only, the modules in that feature's `public/` folder (ARCHITECTURE.md); only app/
 * puts features together.
 */
const FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// Patterns as regular expressions: in the glob form a leading "#" starts a comment.
const NOT_APP = { regex: '^#web/app/', message: 'Only the app imports the app: move the shared part to lib/.' };
const webBoundaries = [
  {
    files: ['apps/web/src/{components,lib}/**/*.{ts,tsx}'],
    // The texts of every feature are gathered here, as types only.
    ignores: ['apps/web/src/lib/i18n-resources.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ALIAS,
            NOT_APP,
            {
              regex: '^#web/features/',
              message: 'Shared code imports no feature: move the part to components/ or lib/.',
            },
          ],
        },
      ],
    },
  },
  ...FEATURES.map((feature) => {
    // Another feature's files but its public face: the modules directly in its public/ folder.
    const otherFeature = `^#web/features/(?!${feature}/)(?![^/]+/public/[^/]+$)`;
    const message =
      'A feature imports another feature only through its public/ folder: lend the part from there, or move it to components/ or lib/.';
    return {
      files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': ['error', { patterns: [ALIAS, NOT_APP, { regex: otherFeature, message }] }],
        // import('…') too, which no-restricted-imports does not read (a part loaded on demand).
        'no-restricted-syntax': [
          'error',
          { selector: `ImportExpression > Literal[value=/${otherFeature.replaceAll('/', '\\/')}/]`, message },
        ],
      },
    };
  }),
];

/** The platform role's doors, and where they may be used (the server's rule below). */
const TENANCY = [
  {
    group: ['**/db/tenancy.ts', '#src/db/tenancy.ts'],
    importNames: ['asPlatform'],
    message: 'asPlatform crosses schools; use withSchool or withAccount (allowlist in eslint.config.js).',
  },
  {
    group: ['**/db/tenancy.ts', '#src/db/tenancy.ts'],
    importNames: ['inTenant'],
    message: 'Use withSchool or withAccount from #src/http/request-context.ts.',
  },
];
const SERVER_TESTS = ['**/*.test.ts', '**/*.pg-test.ts', '**/*.fixture.ts'];
const TENANCY_EXEMPT = [
  ...SERVER_TESTS.map((glob) => `apps/server/src/${glob}`),
  'apps/server/src/testing/**',
  'apps/server/src/db/**',
  'apps/server/src/auth/**',
  'apps/server/src/seed/**',
  'apps/server/src/modules/auth/**',
  'apps/server/src/modules/admin/**',
  'apps/server/src/modules/health/**',
  'apps/server/src/modules/me/**',
  'apps/server/src/modules/audit/audit.service.ts',
  'apps/server/src/modules/notifications/notifications.routes.ts',
  'apps/server/src/modules/schools/schools.service.ts',
  'apps/server/src/modules/invitations/invitation-accept.service.ts',
  'apps/server/src/lib/mailer.ts',
  'apps/server/src/http/request-context.ts',
];

/**
 * Boundaries between the server's modules (ARCHITECTURE.md, "Module boundaries"): another
 * module is reached only through its public face, its `*.service.ts` and `*.resource.ts` files,
 * and from tests also its `*.fixture.ts`. Routes, repositories and helpers stay inside.
 * FACES_BY_NAME are the few files other modules call inside their own transaction, named before
 * this rule; each is to become a `*.service.ts` once the files around it settle.
 */
const MODULES = readdirSync(new URL('./apps/server/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const FACES_BY_NAME = [
  'events/conflict-engine.ts',
  'events/catalogue-limits.ts',
  'money/ledger.ts',
  'money/ledger-sql.ts',
  'money/ledger-attendance.ts',
  'conditions/conditions-warning.ts',
];
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
function moduleBoundary(module, { tests }) {
  const faces = tests ? 'service|resource|fixture' : 'service|resource';
  const named = FACES_BY_NAME.map(escape).join('|');
  return {
    // Another module's folder, by alias or by a relative path, and a file that is not its face.
    regex: `^(?:#src/modules/|\\.\\./)(?!${module}/|\\.\\./)(?!(?:${named})$)[^/]+/(?![^/]+\\.(?:${faces})\\.ts$)`,
    message: `Reach another module through its public face: its *.service.ts or *.resource.ts${
      tests ? ', or its *.fixture.ts' : ''
    } (ARCHITECTURE.md, Module boundaries).`,
  };
}
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const serverBoundaries = MODULES.flatMap((module) => {
  const files = [`apps/server/src/modules/${module}/**/*.ts`];
  const tests = SERVER_TESTS.map((glob) => `apps/server/src/modules/${module}/${glob}`);
  const code = moduleBoundary(module, { tests: false });
  return [
    { files, ignores: tests, rules: restrict([code]) },
    { files, ignores: TENANCY_EXEMPT, rules: restrict([code, ...TENANCY]) },
    { files: tests, rules: restrict([moduleBoundary(module, { tests: true })]) },
  ];
});

export default tseslint.config(
  { ignores: ['**/node_modules', '**/dist', 'data', 'coverage', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [ALIAS] }],
    },
  },
  ...webBoundaries,
  {
    // Cross-school work (the platform role) only where it is the point: sign-in, sessions,
    // account-level data, the Master's panel, health, the seed and tests. Everything else
    // reaches the database through withSchool / withAccount (http/request-context.ts).
    files: ['apps/server/src/**/*.ts'],
    ignores: TENANCY_EXEMPT,
    rules: { 'no-restricted-imports': ['error', { patterns: TENANCY }] },
  },
  ...serverBoundaries,
  {
    // The server's and the web's test files share workers and loaded modules (each app's
    // vitest.config.ts): a module mock would leak into the next file, or find the real module
    // already loaded, so mocks live in *.isolated.test.ts(x), run alone.
    files: ['apps/server/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
    ignores: ['apps/server/src/**/*.isolated.test.ts', 'apps/web/src/**/*.isolated.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock|resetModules)$/]",
          message: 'A module mock leaks between shared test files: name this file *.isolated.test.ts(x).',
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', '.ci/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
