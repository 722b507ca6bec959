import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { passesLuhn } from '@portal/domain/shared/card';

/**
 * A small local stand-in for eWAY Rapid's REST endpoints (tests only), answering in the shapes of eWAY's Rapid v3
 * reference: POST /Transaction (Direct Connection or SecuredCardData, Method ProcessPayment), GET /Transaction/{id},
 * GET /Transaction/InvoiceRef/{ref}, POST /Transaction/{id}/Refund, POST /CancelAuthorisation. Cards: 4000 0000 0000
 * 0002 is declined (D4405 Do Not Honour), a number failing Luhn is refused (V6110, no transaction); secure field codes
 * are "fakesf_<card number>". Switches make the next answer slow or held (the charge still goes through) or a 500.
 */
export interface EwayFake {
  url: string;
  apiKey: string;
  apiPassword: string;
  transactions: Map<number, Txn>;
  /** Card numbers eWAY received (to show what form 1 keeps away from the portal: nothing). */
  received: { cardNumbers: string[]; securedCardData: string[] };
  /** The next POST /Transaction answers only after `ms` (it is recorded at once, as a slow network would hide). */
  slowNext(ms: number): void;
  /** The next call answers 500 with S5000 without doing anything. */
  failNext(): void;
  /**
   * The next POST /Transaction is recorded at once (the card is charged) and its answer held until its caller is gone:
   * resolves as it arrives, with the ports of its connection, so a test can tell which process sent it.
   */
  holdNext(): Promise<HeldCharge>;
  close(): Promise<void>;
}

/** A charge taken whose answer the fake keeps back. */
export interface HeldCharge {
  reference: string;
  /** The caller's end of the connection (its local port) and the fake's. */
  callerPort: number;
  fakePort: number;
  /** The caller closed the connection (its process ended) with the answer still unsent. */
  dropped(): boolean;
}

interface Txn {
  TransactionID: number;
  InvoiceReference: string;
  TotalAmount: number;
  refunded: number;
  approved: boolean;
  code: string;
  last4: string;
}

export async function startEwayFake(): Promise<EwayFake> {
  const apiKey = 'fake-key',
    apiPassword = 'fake-password';
  const expected = `Basic ${Buffer.from(`${apiKey}:${apiPassword}`).toString('base64')}`;
  const transactions = new Map<number, Txn>();
  const received = { cardNumbers: [] as string[], securedCardData: [] as string[] };
  let nextId = 11369200,
    slowMs = 0,
    fail = false,
    hold: ((held: HeldCharge) => void) | null = null;

  const view = (t: Txn) => ({
    TransactionID: t.TransactionID,
    TransactionStatus: t.approved,
    TransactionCaptured: t.approved,
    ResponseCode: t.approved ? '00' : '05',
    ResponseMessage: t.code,
    InvoiceReference: t.InvoiceReference,
    TotalAmount: t.TotalAmount,
    MaxRefund: t.approved ? t.TotalAmount - t.refunded : 0,
    Customer: { CardDetails: { Number: `444433XXXXXX${t.last4}` } },
    Errors: '',
  });

  function charge(body: {
    Payment?: { TotalAmount?: number; InvoiceReference?: string };
    SecuredCardData?: string;
    Customer?: { CardDetails?: { Number?: string; CVN?: string; Name?: string } };
  }) {
    const secured = body.SecuredCardData;
    if (secured) received.securedCardData.push(secured);
    const number = secured ? secured.replace(/^fakesf_/, '') : (body.Customer?.CardDetails?.Number ?? '');
    if (!secured) received.cardNumbers.push(number);
    const errors = [
      !body.Payment?.TotalAmount && 'V6011',
      !number && 'V6022',
      number && !passesLuhn(number) && 'V6110',
      !secured && !body.Customer?.CardDetails?.Name && 'V6021',
    ].filter(Boolean);
    if (errors.length) return { TransactionID: null, TransactionStatus: false, Errors: errors.join(',') };
    const approved = number !== '4000000000000002';
    const t: Txn = {
      TransactionID: ++nextId,
      InvoiceReference: body.Payment!.InvoiceReference ?? '',
      TotalAmount: body.Payment!.TotalAmount!,
      refunded: 0,
      approved,
      code: approved ? 'A2000' : 'D4405',
      last4: number.slice(-4),
    };
    transactions.set(t.TransactionID, t);
    return view(t);
  }

  function answer(method: string, url: string, body: Record<string, unknown>): [number, unknown] {
    let m: RegExpExecArray | null;
    if (method === 'POST' && url === '/Transaction') return [200, charge(body)];
    if (method === 'GET' && (m = /^\/Transaction\/InvoiceRef\/(.+)$/.exec(url))) {
      const ref = decodeURIComponent(m[1]!);
      return [
        200,
        { Transactions: [...transactions.values()].filter((t) => t.InvoiceReference === ref).map(view), Errors: '' },
      ];
    }
    if (method === 'GET' && (m = /^\/Transaction\/(\d+)$/.exec(url))) {
      const t = transactions.get(Number(m[1]));
      return [200, { Transactions: t ? [view(t)] : [], Errors: t ? '' : 'V6171' }];
    }
    if (method === 'POST' && (m = /^\/Transaction\/(\d+)\/Refund$/.exec(url))) {
      const t = transactions.get(Number(m[1]));
      const refund = body.Refund as { TotalAmount?: number; InvoiceReference?: string } | undefined;
      const amount = Number(refund?.TotalAmount);
      if (!t || !t.approved) return [200, { TransactionStatus: false, Errors: 'V6115' }];
      if (!(amount > 0) || t.refunded + amount > t.TotalAmount)
        return [200, { TransactionStatus: false, Errors: 'V6151' }];
      t.refunded += amount;
      // a refund is a transaction of its own, found by its InvoiceReference like a payment
      const r: Txn = {
        TransactionID: ++nextId,
        InvoiceReference: refund?.InvoiceReference ?? '',
        TotalAmount: amount,
        refunded: 0,
        approved: true,
        code: 'A2000',
        last4: t.last4,
      };
      transactions.set(r.TransactionID, r);
      return [200, { TransactionStatus: true, ResponseMessage: 'A2000', TransactionID: r.TransactionID, Errors: '' }];
    }
    if (method === 'POST' && url === '/CancelAuthorisation')
      return [200, { TransactionStatus: false, Errors: 'V6134' }];
    return [404, { Errors: 'V6000' }];
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => {
      raw += c.toString();
    });
    req.on('end', () => {
      const send = (status: number, json: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      if (req.headers.authorization !== expected) return send(401, { Errors: 'V6111' });
      if (fail) {
        fail = false;
        return send(500, { Errors: 'S5000' });
      }
      const [status, json] = answer(
        req.method ?? 'GET',
        req.url ?? '/',
        raw ? (JSON.parse(raw) as Record<string, unknown>) : {},
      );
      const charging = req.method === 'POST' && req.url === '/Transaction';
      if (charging && hold) {
        const arrived = hold;
        hold = null;
        let dropped = false;
        res.on('close', () => (dropped = !res.writableFinished));
        const reference = (json as { InvoiceReference?: string }).InvoiceReference ?? '';
        const { remotePort, localPort } = req.socket;
        return arrived({ reference, callerPort: remotePort!, fakePort: localPort!, dropped: () => dropped });
      }
      const delay = charging ? slowMs : 0;
      if (delay) slowMs = 0;
      setTimeout(() => send(status, json), delay);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    apiPassword,
    transactions,
    received,
    slowNext: (ms) => {
      slowMs = ms;
    },
    failNext: () => {
      fail = true;
    },
    holdNext: () => new Promise((resolve) => (hold = resolve)),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
