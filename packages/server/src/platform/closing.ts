import type { FastifyInstance } from 'fastify';

// A stop that ends in seconds (docs/decisions/354). When the app closes, Node closes the connections idle at that
// moment and lets the busy ones finish their answer, but a keep-alive connection that was busy then stays open after
// its answer until its keep-alive timeout (Fastify's 72 s), and the close waits for it: a server told to stop (a
// deploy, a load balancer draining it, a test's afterAll) hung for a minute whenever a request was under way as it
// was told. While the app closes, each connection is closed as soon as its answer is done: no answer is cut off.

/** How often a closing server looks for connections that have finished their answer. */
const SWEEP_MS = 100;

export function closeConnectionsAsTheyFinish(app: FastifyInstance): void {
  app.addHook('preClose', (done) => {
    const server = app.server;
    if (server.listening) {
      const sweep = setInterval(() => server.closeIdleConnections(), SWEEP_MS).unref();
      server.once('close', () => clearInterval(sweep));
    }
    done();
  });
}
