import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The longest a function may be, in lines as the formatter lays them out (decision 293: the 60 lines of the former
// dense style measure about 87 formatted lines; the cap is a little stricter than before).
const FUNCTION_CAP = 80;

const AREAS = [
  'accounts',
  'profile',
  'competition',
  'teams',
  'nomination',
  'payments',
  'store',
  'bookings',
  'rosters',
  'noticeboard',
  'staff',
  'family',
  'import',
  'messaging',
  'safeguarding',
  'privacy',
  'security',
];
const others = (area) => AREAS.filter((a) => a !== area);

/*
 * ../shared/STYLE.md convention 1: import boundaries. The domain and server ones use ESLint's own no-restricted-imports
 * (patterns in .gitignore syntax, matched against the import specifier). A resolver-based plugin is not used: its
 * platform binaries are not all on the registry this project installs from, which breaks `npm ci`
 * (docs/decisions/004-runtime-and-build.md).
 */
const DOMAIN_ONLY = [
  'fastify*',
  'drizzle-orm*',
  'react*',
  'node:*',
  '@mui/*',
  '@portal/server*',
  '@portal/web*',
  '**/server/**',
  '**/web/**',
];

/*
 * The web boundary cannot be a specifier pattern: areas have their own `staff/` folders, so '../staff/x' is the
 * competition area's own file from competition/staff/ but the staff area's from competition/, and
 * '../../staff/components/x' reaches src/staff from any area's subfolder. This rule resolves every relative import
 * against the importing file and compares the src/ folders: an area imports no other area, and the shared
 * components/ and lib/ import no area; areas are composed in app/, the shell.
 */
const WEB_SRC = path.join(import.meta.dirname, 'packages/web/src');
const webFolder = (file) => path.relative(WEB_SRC, file).split(path.sep)[0];
const webAreaBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      area: 'Web areas never import each other ({{target}} from {{from}}): compose them in app/, or move what both use to components/ or lib/.',
      shared: 'Shared {{from}}/ never imports an area ({{target}}).',
    },
  },
  create(context) {
    const from = webFolder(context.filename);
    const check = (node) => {
      const spec = node?.type === 'Literal' ? node.value : null;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = webFolder(path.resolve(path.dirname(context.filename), spec));
      if (!AREAS.includes(target) || target === from) return;
      if (AREAS.includes(from)) context.report({ node, messageId: 'area', data: { target, from } });
      else if (from === 'components' || from === 'lib')
        context.report({ node, messageId: 'shared', data: { target, from } });
    };
    return {
      ImportDeclaration: (n) => check(n.source),
      ExportNamedDeclaration: (n) => check(n.source),
      ExportAllDeclaration: (n) => check(n.source),
      ImportExpression: (n) => check(n.source),
    };
  },
};
const webBoundaries = {
  files: ['packages/web/src/**/*.{ts,tsx}'],
  plugins: { portal: { rules: { 'web-area-boundaries': webAreaBoundaries } } },
  rules: { 'portal/web-area-boundaries': 'error' },
};

const serverBoundaries = AREAS.map((area) => ({
  files: [`packages/server/src/${area}/**/*.ts`],
  rules: {
    // a server area may call another area's service, never its repo or tables
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: others(area).flatMap((o) => [`../${o}/**`, `!../${o}/*.service`, `!../${o}/*.service.js`]),
            message: "A server area may import only another area's *.service.ts.",
          },
        ],
      },
    ],
  },
}));

/*
 * Platform is what every area stands on (the database, routes, mail, the audit trail): it imports no area. Areas plug
 * in from the top (app.ts lists their routes, start.ts their start-up steps, seed.ts their demo); only schema.ts
 * gathers every area's tables for the query builder and migrations. Tests may start a whole app.
 */
const platformBoundary = {
  files: ['packages/server/src/platform/**/*.ts'],
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(\\.\\./)+((${AREAS.join('|')})/(?!.*\\.tables(\\.js)?$)|(app|start|seed)$)`,
            message:
              'Platform imports no area (areas register their routes, start-up steps and seeds in app.ts, start.ts and seed.ts).',
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', '**/.tmp*/**', 'data/**', '**/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: DOMAIN_ONLY }] },
  },
  webBoundaries,
  ...serverBoundaries,
  platformBoundary,
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // docs/decisions/168 and 293: no hook or component over FUNCTION_CAP lines as the formatter lays it out; a longer
    // one is split into hooks and parts.
    files: ['packages/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: FUNCTION_CAP }] },
  },
  {
    // the server's functions have the web's cap (issue 41, decision 293): a longer one is split into named steps.
    // Seeds (demo data written out) and tests are exempt.
    files: ['packages/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.seed.ts', '**/*test-kit.ts'],
    rules: { 'max-lines-per-function': ['error', { max: FUNCTION_CAP }] },
  },
);
