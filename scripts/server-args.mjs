import path from 'node:path';

/** Node's arguments that start the portal server: the bundle scripts/e2e.mjs built (PORTAL_SERVER_BUNDLE), else tsx on the sources. */
export function serverArgs(root) {
  const bundle = process.env.PORTAL_SERVER_BUNDLE;
  return bundle ? [bundle] : ['--import', 'tsx', path.join(root, 'packages/server/src/main.ts')];
}
