import net from 'node:net';
import { once } from 'node:events';
import { expect, it } from 'vitest';
import { buildTestApp } from '../../test/harness';

// A server told to stop while a request is under way (decision 354): the answer is sent whole, then the connection
// is closed and the server stops, where before it waited out the keep-alive timeout (72 s) on that connection.

it('a server told to stop mid-request sends that answer whole, then closes its connection and stops within seconds', async () => {
  const t = await buildTestApp();
  try {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const body = JSON.stringify({ username: 'nobody', password: 'not-a-password' });
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const ended = once(socket, 'close');
    await once(socket, 'connect');
    // the request's head now, its body once the stop has begun: it is under way (keep-alive, HTTP/1.1) as the stop begins
    const routed = once(t.app.server, 'request');
    socket.write(
      `POST /api/member/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    await routed;
    const started = performance.now();
    const closed = t.app.close();
    socket.write(body);
    await closed;
    await ended;
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(answer).toMatch(/^HTTP\/1\.1 (401|422) /);
    expect(answer).toMatch(/\r\n\r\n\{.*\}$/s);
  } finally {
    await t.app.close();
    await t.database.close();
  }
}, 60_000);
