import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/harness';
import { loadConfig } from '../../platform/config';
import { createGateway } from './create-gateway';

const env = (extra: Record<string, string>) =>
  loadConfig({ DATA_DIR: '.tmp/test-data', ...extra } as NodeJS.ProcessEnv);

describe('createGateway', () => {
  it('takes the sandbox by default and eWAY when the settings say so', () => {
    expect(createGateway(env({}), null as never).name).toBe('sandbox');
    expect(
      createGateway(env({ PAYMENT_GATEWAY: 'eway', EWAY_API_KEY: 'k', EWAY_API_PASSWORD: 'p' }), null as never).name,
    ).toBe('eway');
  });

  it('refuses to start eWAY without its API key and password', () => {
    expect(() => createGateway(env({ PAYMENT_GATEWAY: 'eway' }), null as never)).toThrow(/EWAY_API_KEY/);
  });
});

describe('Content-Security-Policy', () => {
  it("allows eWAY's Secure Fields script and frames only when eWAY is the gateway", async () => {
    const sandbox = await buildTestApp();
    try {
      const csp = (await sandbox.request({ method: 'GET', url: '/api/docs/json' })).headers[
        'content-security-policy'
      ] as string;
      expect(csp).not.toContain('ewaypayments');
      const withEway = await buildTestApp({
        site: { paymentGateway: 'eway' } as never,
        eway: { apiKey: 'k', apiPassword: 'p', endpoint: 'http://127.0.0.1:9', timeoutMs: 1000 },
      });
      try {
        const header = (await withEway.request({ method: 'GET', url: '/api/docs/json' })).headers[
          'content-security-policy'
        ] as string;
        expect(header).toMatch(/script-src 'self' https:\/\/\*\.ewaypayments\.com/);
        expect(header).toMatch(/frame-src 'self' https:\/\/\*\.ewaypayments\.com/);
        // The sandbox's own secure fields are not served with a real provider.
        const token = await withEway.asMember('member01');
        expect(
          (await withEway.request({ method: 'POST', url: '/api/sandbox/securefields', token, payload: {} })).statusCode,
        ).toBe(404);
      } finally {
        await withEway.close();
      }
    } finally {
      await sandbox.close();
    }
  });
});

describe('logs', () => {
  it('never hold card data: the logger censors card fields wherever an object carries them', async () => {
    const { default: pino } = await import('pino');
    const { loggerOptions } = await import('../../platform/logging');
    const lines: string[] = [];
    const log = pino(loggerOptions('info'), {
      write: (l: string) => {
        lines.push(l);
      },
    });
    log.error(
      {
        body: { cardData: { cardNumber: '4242424242424242', cardCVC: '123' } },
        card: { cardNumber: '4242424242424242', secureFieldCode: 'sbxsf_x' },
      },
      'payment failed',
    );
    expect(lines.join('')).not.toMatch(/4242424242424242|sbxsf_x|"123"/);
  });
});
