import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { E2E_TMP, expect } from './fixtures';

// A browser's push service, played by the test (issue 43, docs/decisions/307): headless Chromium has none. A local
// HTTPS stub takes what the portal's web-push sends; a browser's keys (a P-256 pair and an auth secret) that the test
// holds decrypt it (RFC 8291). The portal server trusts the stub's self-signed certificate through
// NODE_EXTRA_CA_CERTS, so start it with `startServer({ NODE_EXTRA_CA_CERTS: stub.certPath })`.

export interface PushStub {
  url: string;
  certPath: string;
  /** The bodies received, in order. */
  received: Buffer[];
  close(): Promise<void>;
}

export async function startPushStub(name = 'push-stub'): Promise<PushStub> {
  const dir = path.join(E2E_TMP, name);
  fs.mkdirSync(dir, { recursive: true });
  const made = spawnSync('openssl', [
    ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
    ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
    ...['-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')],
  ]);
  expect(made.status, String(made.stderr)).toBe(0);
  const received: Buffer[] = [];
  const server = https.createServer(
    { key: fs.readFileSync(path.join(dir, 'key.pem')), cert: fs.readFileSync(path.join(dir, 'cert.pem')) },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push(Buffer.concat(chunks));
        res.writeHead(201).end();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    certPath: path.join(dir, 'cert.pem'),
    received,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

/** A browser's push keys, and the subscription its push service would hand back for an endpoint on the stub. */
export function browserSubscription(stub: PushStub) {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  const subscription = {
    endpoint: `${stub.url}/push/${crypto.randomUUID()}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
  return { ecdh, auth, subscription, decrypt: (body: Buffer) => decrypt(body, ecdh, auth) };
}

/** RFC 8291 / 8188 decryption of a one-record aes128gcm body with the browser's keys. */
export function decrypt(body: Buffer, ecdh: crypto.ECDH, auth: Buffer): string {
  const hmac = (key: Buffer, data: Buffer) => crypto.createHmac('sha256', key).update(data).digest();
  const salt = body.subarray(0, 16);
  const idlen = body[20]!;
  const asPublic = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  const ikm = hmac(
    hmac(auth, ecdh.computeSecret(asPublic)),
    Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), asPublic, Buffer.from([1])]),
  );
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  return padded.subarray(0, padded.lastIndexOf(2)).toString('utf8');
}
