import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const AREAS = ['accounts', 'profile', 'competition', 'teams', 'nomination', 'payments', 'store', 'bookings', 'rosters', 'noticeboard', 'staff', 'family'];
const others = (area) => AREAS.filter((a) => a !== area);

/*
 * ../shared/STYLE.md convention 1: import boundaries, with ESLint's own no-restricted-imports (patterns in .gitignore
 * syntax, matched against the import specifier). Every area folder sits directly under src/, so a sibling area is
 * always reached as '../<other>/…'. A resolver-based plugin is not used: its platform binaries are not all on the
 * registry this project installs from, which breaks `npm ci` (docs/decisions/004-runtime-and-build.md).
 */
const DOMAIN_ONLY = ['fastify*', 'drizzle-orm*', 'react*', 'node:*', '@mui/*', '@portal/server*', '@portal/web*', '**/server/**', '**/web/**'];

const webBoundaries = AREAS.map((area) => ({
  files: [`packages/web/src/${area}/**/*.{ts,tsx}`],
  rules: {
    // web areas never import each other; they are composed in app/
    'no-restricted-imports': ['error', {
      patterns: [{ group: others(area).map((o) => `../${o}/**`), message: 'Web areas never import each other: compose them in app/.' }],
    }],
  },
}));

const serverBoundaries = AREAS.map((area) => ({
  files: [`packages/server/src/${area}/**/*.ts`],
  rules: {
    // a server area may call another area's service, never its repo or tables
    'no-restricted-imports': ['error', {
      patterns: [{
        group: others(area).flatMap((o) => [`../${o}/**`, `!../${o}/*.service`, `!../${o}/*.service.js`]),
        message: "A server area may import only another area's *.service.ts.",
      }],
    }],
  },
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.tmp*/**', 'data/**', '**/migrations/**'] },
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
  ...webBoundaries,
  ...serverBoundaries,
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // docs/decisions/168: no hook or component over 60 lines; a longer one is split into hooks and parts.
    files: ['packages/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 60 }] },
  },
);
