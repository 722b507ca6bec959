import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { formatAbn, isValidAbn } from '@portal/domain/shared/abn';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * Process settings (../shared/CONTRACT.md) and site settings. Every site setting has a default and can be
 * changed through an environment variable without editing code; the README lists them.
 */
const Env = z.object({
  PORT: z.coerce.number().int().default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  // Server processes sharing the port (node:cluster, docs/decisions/341): unset, the cores with DATABASE_URL, else 1.
  WORKERS: z.coerce.number().int().min(1).max(256).optional(),
  // PostgreSQL (docs/decisions/349): each server process's pool, and the limits each of its connections opens with.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(30000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(60000),
  DATABASE_CONNECT_WAIT_MS: z.coerce.number().int().min(0).default(10000),
  SEED: z.enum(['demo', 'none']).default('demo'),
  // Who may read the API's description at /api/docs (docs/decisions/330): anyone (CONTRACT.md), or staff only.
  API_DOCS: z.enum(['public', 'staff']).default('public'),
  SMTP_URL: z.string().optional(),
  PUBLIC_URL: z.string().optional(),
  LOG_LEVEL: z.string().default('info'),
  // An answer slower than this is logged at warn (docs/decisions/100-request-logging.md).
  LOG_SLOW_MS: z.coerce.number().min(0).default(1000),
  // site settings
  ASSOCIATION_NAME: z.string().default('Hornsby Ku-ring-gai Basketball & Netball Association'),
  // Printed on every receipt (an Australian tax invoice): a wrong ABN stops the server at start.
  // The top bar's name on a phone (decision 118): unset, the demo name's short form, or the association name itself.
  ASSOCIATION_SHORT_NAME: z.string().optional(),
  // Where a member writes to the association (decision 224: the dashboard's way to contact it).
  ASSOCIATION_EMAIL: z.email().default('office@hkbna.example'),
  ASSOCIATION_ABN: z
    .string()
    .default('41 912 345 621')
    .refine(isValidAbn, { error: 'ASSOCIATION_ABN must be an 11-digit ABN with valid check digits' })
    .transform(formatAbn),
  TIME_ZONE: z.string().default('Australia/Sydney'),
  MIN_PASSWORD_LENGTH: z.coerce.number().int().min(6).max(64).default(6),
  AUTO_USERNAME: bool.default(false),
  MAPS_ENABLED: bool.default(false),
  STATS_ENABLED: bool.default(true),
  DONATION_ENABLED: bool.default(true),
  TAX_RATE: z.coerce.number().min(0).max(1).default(0.1),
  PAYMENT_FORM: z.enum(['1', '2']).default('2'),
  PAYMENT_GATEWAY: z.enum(['sandbox', 'eway']).default('sandbox'),
  EWAY_API_KEY: z.string().optional(),
  EWAY_API_PASSWORD: z.string().optional(),
  EWAY_PUBLIC_API_KEY: z.string().optional(),
  EWAY_ENDPOINT: z.url().default('https://api.sandbox.ewaypayments.com'),
  EWAY_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120000).default(30000),
  MAIL_FROM: z.string().optional(),
  // SMS (docs/decisions/308): the built-in sandbox records messages; clicksend sends through ClickSend's REST API.
  SMS_PROVIDER: z.enum(['sandbox', 'clicksend']).default('sandbox'),
  CLICKSEND_USERNAME: z.string().optional(),
  CLICKSEND_API_KEY: z.string().optional(),
  CLICKSEND_ENDPOINT: z.url().default('https://rest.clicksend.com'),
  SMS_FROM: z.string().max(11).optional(),
  SMS_CENTS_PER_SEGMENT: z.coerce.number().min(0).max(100).default(8),
  // Working With Children Checks (docs/decisions/318, 319): with the verifier set to Oho on the safeguarding settings
  // page, the built-in sandbox answers (default) or Oho's REST API; its webhooks are signed with the webhook secret.
  CHECK_SERVICE: z.enum(['sandbox', 'oho']).default('sandbox'),
  OHO_API_TOKEN: z.string().optional(),
  OHO_ENDPOINT: z.url().default('https://app.weareoho.com/api'),
  OHO_WEBHOOK_SECRET: z.string().min(16).optional(),
  OHO_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120000).default(15000),
  UPLOAD_DIR: z.string().optional(),
  BANK_KEY: z.string().optional(),
  LOGIN_MAX_FAILURES_PER_USER: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  LOGIN_SLOWDOWN_MAX_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
  RECOVERY_MAILS_PER_HOUR: z.coerce.number().int().min(1).default(3),
  // The public read API's requests per client address per minute, across every server (docs/decisions/294).
  PUBLIC_API_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  WEB_DIST: z.string().optional(),
  MAIL_RETRY_BASE_SECONDS: z.coerce.number().min(0).default(30),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(12),
  MESSAGES_PER_SECOND: z.coerce.number().int().min(1).max(10_000).default(20),
  MESSAGES_RETRY_BASE_SECONDS: z.coerce.number().min(0).default(60),
  MESSAGES_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(8),
  TRUST_PROXY: bool.default(false),
  // The fair queue (issue 46 item 4, docs/decisions/345, 346): a process past any of the first three is busy, and new
  // visitors starting a registration or a checkout take a place in the queue; QUEUE_MAX_INSIDE (0: no limit) caps the
  // visitors holding a pass at once, all servers together; the queue lets people in at QUEUE_ADMIT_PER_MINUTE.
  QUEUE_MAX_REQUESTS_IN_FLIGHT: z.coerce.number().int().min(1).default(200),
  QUEUE_MAX_POOL_WAIT_MS: z.coerce.number().int().min(1).default(500),
  QUEUE_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(1).default(250),
  QUEUE_MAX_INSIDE: z.coerce.number().int().min(0).default(0),
  QUEUE_ADMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
  QUEUE_PASS_MINUTES: z.coerce.number().int().min(1).max(240).default(15),
  QUEUE_OPENING_MINUTES: z.coerce.number().int().min(0).max(1440).default(30),
  // The association's direct entry details for the officials' ABA file (docs/decisions/179, 196); demo values.
  ABA_BANK_CODE: z.string().default('CBA'),
  ABA_USER_NAME: z.string().default('HORNSBY KU-RING-GAI BASKETB'),
  ABA_USER_ID: z.string().default('301500'),
  ABA_REMITTER: z.string().default('HKBNA OFFICIALS'),
  ABA_BSB: z.string().default('062-000'),
  ABA_ACCOUNT: z.string().default('12345678'),
  ABA_ACCOUNT_TITLE: z.string().default('HKBNA OPERATING ACCOUNT'),
  ABA_BALANCING: bool.default(true),
});

/** The settings' names and the defaults they take when unset, for the test that keeps the README's table true. */
export const settingDefaults = (): Record<string, unknown> => ({
  ...Object.fromEntries(Object.keys(Env.shape).map((k) => [k, undefined])),
  ...Env.parse({}),
});

const DEMO_SHORT_NAME = 'HKBNA';

/** ASSOCIATION_SHORT_NAME when set; with the demo association's name its initials; else the association name. */
function shortName(set: string | undefined, nameSet: string | undefined, name: string): string {
  if (set?.trim()) return set.trim();
  return nameSet === undefined ? DEMO_SHORT_NAME : name;
}

/** Bind addresses meaning "every interface": never usable in a link. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]']);

/**
 * How many server processes share the port (docs/decisions/341): WORKERS, else one per core on PostgreSQL. The embedded
 * PGlite lives inside one process (its DATA_DIR is locked to it), so more than one is refused there.
 */
function workerCount(set: number | undefined, databaseUrl: string | undefined): number {
  if (!databaseUrl) {
    if (set !== undefined && set > 1)
      throw new Error(
        `WORKERS=${set} needs DATABASE_URL: the embedded database (DATA_DIR) is one process's own, so it runs one server process`,
      );
    return 1;
  }
  return set ?? os.availableParallelism();
}

/** eWAY Rapid's credentials and address (PAYMENT_GATEWAY=eway). */
function ewaySettings(e: z.infer<typeof Env>): Config['eway'] {
  return {
    apiKey: e.EWAY_API_KEY,
    apiPassword: e.EWAY_API_PASSWORD,
    endpoint: e.EWAY_ENDPOINT.replace(/\/$/, ''),
    timeoutMs: e.EWAY_TIMEOUT_MS,
  };
}

/** The messages' sending worker (docs/decisions/304): a round a second, a lease of two minutes. */
function messagingSettings(e: z.infer<typeof Env>): Config['messaging'] {
  return {
    pollMs: 1000,
    perSecond: e.MESSAGES_PER_SECOND,
    retryBaseMs: e.MESSAGES_RETRY_BASE_SECONDS * 1000,
    maxAttempts: e.MESSAGES_MAX_ATTEMPTS,
    leaseMs: 2 * 60_000,
  };
}
/** The fair queue's limits (docs/decisions/345, 346). */
function queueSettings(e: z.infer<typeof Env>): Config['queue'] {
  return {
    maxInFlight: e.QUEUE_MAX_REQUESTS_IN_FLIGHT,
    maxPoolWaitMs: e.QUEUE_MAX_POOL_WAIT_MS,
    maxLoopDelayMs: e.QUEUE_MAX_EVENT_LOOP_DELAY_MS,
    maxInside: e.QUEUE_MAX_INSIDE,
    admitPerMinute: e.QUEUE_ADMIT_PER_MINUTE,
    passMinutes: e.QUEUE_PASS_MINUTES,
    openingMinutes: e.QUEUE_OPENING_MINUTES,
  };
}
/** Who verifies checks with the service chosen (decisions 318, 319); Oho needs its token and webhook secret. */
function checkServiceSettings(e: z.infer<typeof Env>): Config['checks'] {
  if (e.CHECK_SERVICE === 'oho' && !(e.OHO_API_TOKEN && e.OHO_WEBHOOK_SECRET))
    throw new Error('CHECK_SERVICE=oho needs OHO_API_TOKEN and OHO_WEBHOOK_SECRET');
  return {
    service: e.CHECK_SERVICE,
    oho: {
      apiToken: e.OHO_API_TOKEN,
      endpoint: e.OHO_ENDPOINT.replace(/\/$/, ''),
      webhookSecret: e.OHO_WEBHOOK_SECRET,
      timeoutMs: e.OHO_TIMEOUT_MS,
    },
  };
}
/** Site settings the web app may read (GET /api/settings). */
export interface SiteSettings {
  associationName: string;
  /** The name the top bar shows on a phone, where the full one would not fit one line (decision 118). */
  associationShortName: string;
  /** Where a member writes to the association (decision 224). */
  associationEmail: string;
  /** The association's ABN, on every tax invoice (receipt). */
  abn: string;
  timeZone: string;
  minPasswordLength: number;
  autoUsername: boolean;
  mapsEnabled: boolean;
  statsEnabled: boolean;
  donationEnabled: boolean;
  taxRate: number;
  paymentForm: 1 | 2;
  /** The card gateway (PAYMENT_GATEWAY): the built-in sandbox or eWAY Rapid. */
  paymentGateway: 'sandbox' | 'eway';
  /** eWAY's public API key for its Secure Fields in the browser (card form 1); empty otherwise. */
  ewayPublicKey: string;
}

/**
 * A server process's PostgreSQL pool (decision 349): its connections, how long one statement may run, how long a
 * transaction may sit idle holding its locks, and how long a query waits for a free connection before it fails (0: no
 * limit, PostgreSQL's and node-postgres' own default).
 */
export interface PoolSettings {
  size: number;
  statementTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
  connectWaitMs: number;
}

/** The settings' defaults, for tools and tests that open PostgreSQL without a Config. */
export const DEFAULT_POOL: PoolSettings = {
  size: 10,
  statementTimeoutMs: 30_000,
  idleInTransactionTimeoutMs: 60_000,
  connectWaitMs: 10_000,
};

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Server processes sharing the port (node:cluster; docs/decisions/341): 1 on PGlite, by default the cores on PostgreSQL. */
  workers: number;
  /** Each process's PostgreSQL pool and its connections' limits (decision 349); unused on PGlite. */
  databasePool: PoolSettings;
  seed: 'demo' | 'none';
  /** /api/docs for anyone, or for signed-in staff only (decision 330). */
  apiDocs: 'public' | 'staff';
  smtpUrl?: string;
  publicUrl: string;
  logLevel: string;
  /** Requests slower than this many ms are logged at warn instead of info. */
  logSlowMs: number;
  mailFrom: string;
  /** Where older versions kept profile photos: moved into the database at start (docs/decisions/151-files-in-the-database.md). */
  uploadDir: string;
  bankKey?: string;
  webDist: string;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (login limits count per address). */
  trustProxy: boolean;
  /** PUBLIC_URL was not set and HOST listens on every interface, so mail links name the loopback address. */
  publicUrlGuessed: boolean;
  /** Failed sign-ins per username from one address, per address, and their window (docs/decisions/042-sign-in-limits.md). */
  loginLimits: { perUser: number; perAddress: number; windowMinutes: number };
  /** Across addresses a username is slowed, never refused: one second per failure beyond the limit, at most this. */
  loginSlowdownMaxSeconds: number;
  /** Recovery mails (reset links, username reminders) per account or address per hour; more are not sent. */
  recoveryMailsPerHour: number;
  /** The public read API's and embedded page's requests per client address per minute, all servers together. */
  publicApiPerMinute: number;
  /** The mail outbox worker: how often it looks for due mail, the first retry delay (doubling), attempts before giving up. */
  mailOutbox: { pollMs: number; retryBaseMs: number; maxAttempts: number };
  /**
   * The messages' sending worker (docs/decisions/304): a round every pollMs hands each channel at most perSecond ×
   * pollMs / 1000 deliveries (the provider's rate); a refused send is retried after retryBaseMs, doubling, up to
   * maxAttempts; a claimed delivery nobody answered comes back after leaseMs.
   */
  messaging: { pollMs: number; perSecond: number; retryBaseMs: number; maxAttempts: number; leaseMs: number };
  /** The SMS provider and its credentials, the sender shown and the estimated cost of one segment (decision 308). */
  sms: {
    provider: 'sandbox' | 'clicksend';
    clicksend: { username?: string; apiKey?: string; endpoint: string };
    from?: string;
    centsPerSegment: number;
  };
  /**
   * Who verifies checks when the safeguarding settings say Oho (decisions 318, 319): the built-in sandbox or Oho's API,
   * with the secret its webhooks are signed with (unset with the sandbox: one made and kept in the database).
   */
  checks: {
    service: 'sandbox' | 'oho';
    oho: { apiToken?: string; endpoint: string; webhookSecret?: string; timeoutMs: number };
  };
  /**
   * The fair queue (docs/decisions/345, 346): a process is busy past maxInFlight requests in flight, a pool wait of
   * maxPoolWaitMs or an event-loop delay of maxLoopDelayMs; maxInside visitors with a pass at once (0: no limit); the
   * queue admits admitPerMinute; a pass lasts passMinutes after its last use; the first openingMinutes after a scheduled
   * opening every registration queues.
   */
  queue: {
    maxInFlight: number;
    maxPoolWaitMs: number;
    maxLoopDelayMs: number;
    maxInside: number;
    admitPerMinute: number;
    passMinutes: number;
    openingMinutes: number;
  };
  /** eWAY Rapid's credentials (PAYMENT_GATEWAY=eway). */
  eway: { apiKey?: string; apiPassword?: string; endpoint: string; timeoutMs: number };
  /** The association's direct entry details for the officials' ABA file; balancing: add the self-balancing debit. */
  aba: {
    bankCode: string;
    userName: string;
    userId: string;
    remitter: string;
    bsb: string;
    account: string;
    accountTitle: string;
    balancing: boolean;
  };
  site: SiteSettings;
}

/** The PostgreSQL pool's settings (decision 349). */
function poolSettings(e: z.infer<typeof Env>): PoolSettings {
  return {
    size: e.DATABASE_POOL_SIZE,
    statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    idleInTransactionTimeoutMs: e.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    connectWaitMs: e.DATABASE_CONNECT_WAIT_MS,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const e = Env.parse(env);
  if (e.SMS_PROVIDER === 'clicksend' && !(e.CLICKSEND_USERNAME && e.CLICKSEND_API_KEY))
    throw new Error('SMS_PROVIDER=clicksend needs CLICKSEND_USERNAME and CLICKSEND_API_KEY');
  const dataDir = path.resolve(e.DATA_DIR);
  const config: Config = {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    workers: workerCount(e.WORKERS, e.DATABASE_URL || undefined),
    databasePool: poolSettings(e),
    seed: e.SEED,
    apiDocs: e.API_DOCS,
    smtpUrl: e.SMTP_URL || undefined,
    publicUrl: (e.PUBLIC_URL ?? `http://${WILDCARD_HOSTS.has(e.HOST) ? '127.0.0.1' : e.HOST}:${e.PORT}`).replace(
      /\/$/,
      '',
    ),
    publicUrlGuessed: !e.PUBLIC_URL && WILDCARD_HOSTS.has(e.HOST),
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    logSlowMs: e.LOG_SLOW_MS,
    mailFrom: e.MAIL_FROM ?? `"${e.ASSOCIATION_NAME}" <no-reply@portal.local>`,
    uploadDir: path.resolve(e.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    bankKey: e.BANK_KEY,
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../../web/dist')),
    loginLimits: {
      perUser: e.LOGIN_MAX_FAILURES_PER_USER,
      perAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
      windowMinutes: e.LOGIN_FAILURE_WINDOW_MINUTES,
    },
    loginSlowdownMaxSeconds: e.LOGIN_SLOWDOWN_MAX_SECONDS,
    recoveryMailsPerHour: e.RECOVERY_MAILS_PER_HOUR,
    publicApiPerMinute: e.PUBLIC_API_REQUESTS_PER_MINUTE,
    mailOutbox: { pollMs: 1000, retryBaseMs: e.MAIL_RETRY_BASE_SECONDS * 1000, maxAttempts: e.MAIL_MAX_ATTEMPTS },
    messaging: messagingSettings(e),
    aba: {
      bankCode: e.ABA_BANK_CODE,
      userName: e.ABA_USER_NAME,
      userId: e.ABA_USER_ID,
      remitter: e.ABA_REMITTER,
      bsb: e.ABA_BSB,
      account: e.ABA_ACCOUNT,
      accountTitle: e.ABA_ACCOUNT_TITLE,
      balancing: e.ABA_BALANCING,
    },
    sms: {
      provider: e.SMS_PROVIDER,
      clicksend: {
        username: e.CLICKSEND_USERNAME,
        apiKey: e.CLICKSEND_API_KEY,
        endpoint: e.CLICKSEND_ENDPOINT.replace(/\/$/, ''),
      },
      from: e.SMS_FROM || undefined,
      centsPerSegment: e.SMS_CENTS_PER_SEGMENT,
    },
    checks: checkServiceSettings(e),
    queue: queueSettings(e),
    eway: ewaySettings(e),
    site: {
      associationName: e.ASSOCIATION_NAME,
      associationShortName: shortName(e.ASSOCIATION_SHORT_NAME, env.ASSOCIATION_NAME, e.ASSOCIATION_NAME),
      associationEmail: e.ASSOCIATION_EMAIL,
      abn: e.ASSOCIATION_ABN,
      timeZone: e.TIME_ZONE,
      minPasswordLength: e.MIN_PASSWORD_LENGTH,
      autoUsername: e.AUTO_USERNAME,
      mapsEnabled: e.MAPS_ENABLED,
      statsEnabled: e.STATS_ENABLED,
      donationEnabled: e.DONATION_ENABLED,
      taxRate: e.TAX_RATE,
      paymentForm: e.PAYMENT_FORM === '1' ? 1 : 2,
      paymentGateway: e.PAYMENT_GATEWAY,
      ewayPublicKey: e.EWAY_PUBLIC_API_KEY ?? '',
    },
  };
  return { ...config, ...overrides, site: { ...config.site, ...overrides.site } };
}
