import type { Alias } from 'vite';

/**
 * The app is written against React's API and types, and runs on Preact through preact/compat (decision 136): React
 * DOM alone is about 55 KB of every route's JavaScript, Preact with its compat layer about 5 KB. The web build, the
 * dev server and the web unit tests all resolve React to it, so what is tested is what members run.
 */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];
