/** Node's arguments that start the portal server: the bundle scripts/e2e.mjs built (PORTAL_SERVER_BUNDLE), else tsx on the sources. */
export function serverArgs(root: string): string[];
