import fs from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const AREAS = ['accounts', 'profile', 'competition', 'teams', 'nomination', 'payments', 'store', 'bookings', 'rosters', 'noticeboard'];

/** The *.service.ts files of a server area: the only files other areas may import from it. */
const services = (area) => {
  const dir = `./packages/server/src/${area}`;
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.service.ts')).map((f) => `./${f}`) : [];
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.tmp/**', 'data/**', '**/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      // STYLE.md §1: import boundaries.
      'import-x/no-restricted-paths': ['error', {
        zones: [
          // domain imports nothing outside itself
          { target: './packages/domain', from: './packages/server' },
          { target: './packages/domain', from: './packages/web' },
          // web areas never import each other (they are composed in app/)
          ...AREAS.map((area) => ({
            target: `./packages/web/src/${area}`,
            from: AREAS.filter((a) => a !== area).map((a) => `./packages/web/src/${a}`),
          })),
          // a server area may call another area's service, never its repo or tables
          ...AREAS.flatMap((area) => AREAS.filter((a) => a !== area).map((other) => ({
            target: `./packages/server/src/${area}`,
            from: `./packages/server/src/${other}`,
            except: services(other),
          }))),
        ],
      }],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['fastify*', 'drizzle-orm*', 'react*', 'node:*', '@mui/*'] }],
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
