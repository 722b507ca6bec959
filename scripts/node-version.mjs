// The project runs on Node 24 LTS, installed from the npm registry as a dev dependency (the `node` package; decision
// 289): npm puts node_modules/.bin first on every script's PATH, so `npm start`, `npm test` and the benches run on it
// whatever Node the machine has. Run directly with an older Node, a script says so.
const REQUIRED = 24;

/** Print the Node a script runs on, with a warning below the required major version. */
export function sayNodeVersion(what) {
  const major = Number(process.versions.node.split('.')[0]);
  console.log(`${what} on Node ${process.version}`);
  if (major < REQUIRED)
    console.warn(
      `Node ${REQUIRED} LTS is expected (npm ci installs it): run through npm (npm start, npm test), not node directly.`,
    );
}
