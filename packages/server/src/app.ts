import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { apiDocsHooks } from './platform/api-docs';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './platform/config';
import type { Db } from './platform/db';
import { closeConnectionsAsTheyFinish } from './platform/closing';
import { registerErrorHandler, type SendPage } from './platform/errors';
import { registerSecurityHeaders } from './platform/headers';
import { registerSignInSlot } from './platform/route';
import { loadSpaPages, pageSender } from './platform/spa-pages';
import { loadSsrPages } from './platform/ssr-pages';
import { registerWebManifest, webFileCacheControl } from './platform/web-manifest';
import { loggerOptions } from './platform/logging';
import { stdoutLog } from './platform/log-stream';
import { lazyRequestLogger, RequestLog, requestIds } from './platform/request-log';
import { createMailer, type Mailer } from './platform/mail/mailer';
import { registerMailOutbox } from './platform/mail/outbox';
import { CHANNEL_SENDERS } from './messaging/channels';
import { registerMessageSender } from './messaging/sender';
import { registerReminders } from './messaging/reminders';
import { platformRoutes } from './platform/platform.routes';
import { registerFairQueue } from './platform/queue/gate';
import { queueRoutes } from './platform/queue/queue.routes';
import { accountsRoutes } from './accounts/accounts.routes';
import { profileRoutes } from './profile/profile.routes';
import { lookupsRoutes } from './profile/lookups.routes';
import { competitionRoutes } from './competition/competition.routes';
import { publicApiRoutes } from './competition/public-api.routes';
import { liveStreamRoutes } from './competition/live-stream.routes';
import { paymentsRoutes } from './payments/payments.routes';
import { storeRoutes } from './store/store.routes';
import { rostersRoutes } from './rosters/rosters.routes';
import { noticeboardRoutes } from './noticeboard/noticeboard.routes';
import { bookingsRoutes } from './bookings/bookings.routes';
import { teamsRoutes } from './teams/teams.routes';
import { teamsStaffRoutes } from './teams/teams.staff.routes';
import { nominationRoutes } from './nomination/nomination.routes';
import { staffRoutes } from './staff/staff.routes';
import { seasonSetupRoutes } from './competition/season-setup.staff.routes';
import { fixturesStaffRoutes } from './competition/fixtures.staff.routes';
import { gameEditsStaffRoutes } from './competition/game-edits.staff.routes';
import { finalsStaffRoutes } from './competition/finals.staff.routes';
import { resultsStaffRoutes } from './competition/results.staff.routes';
import { ladderRulesStaffRoutes } from './competition/ladder-rules.staff.routes';
import { messagingSettingsStaffRoutes } from './messaging/settings.staff.routes';
import { entriesStaffRoutes } from './nomination/entries.staff.routes';
import { rostersStaffRoutes } from './rosters/rosters.staff.routes';
import { noticeboardStaffRoutes } from './noticeboard/noticeboard.staff.routes';
import { messagesStaffRoutes } from './messaging/messages.staff.routes';
import { familyRoutes } from './family/family.routes';
import { memberMessagingRoutes } from './messaging/member-messages.routes';
import { guardiansRoutes } from './family/guardians.routes';
import { pushRoutes } from './messaging/push.routes';
import { bookingsStaffRoutes } from './bookings/bookings.staff.routes';
import { importRoutes } from './import/import.routes';
import { importClaimsRoutes } from './import/import-claims.routes';
import { paymentsStaffRoutes } from './payments/payments.staff.routes';
import { storeStaffRoutes } from './store/store.staff.routes';
import { safeguardingRoutes } from './safeguarding/safeguarding.routes';
import { checksStaffRoutes } from './safeguarding/checks.staff.routes';
import { checkWebhookRoutes } from './safeguarding/webhook.routes';
import { sandboxStaffRoutes } from './safeguarding/sandbox.staff.routes';
import { registerCheckRounds } from './safeguarding/check-rounds';
import { privacyRoutes } from './privacy/privacy.routes';
import { registerDataExports } from './privacy/export-worker';
import { deletionRoutes } from './privacy/deletion.routes';
import { registerRetention } from './privacy/retention';
import { twoFactorRoutes } from './security/two-factor.routes';
import { securityLogStaffRoutes } from './security/security-log.staff.routes';
import { registrationOpeningStaffRoutes } from './accounts/registration-opening.staff.routes';
import { createGateway } from './payments/gateway/create-gateway';
import type { PaymentGateway } from './platform/gateway-port';

export interface AppDeps {
  config: Config;
  db: Db;
  mailer?: Mailer;
  /** The card gateway; tests pass their own, the product takes the one its settings choose. */
  gateway?: PaymentGateway;
  now?: () => Date;
  logger?: boolean;
  /** Where log lines go (tests read them); standard output by default. */
  logStream?: { write(line: string): void };
}

/** Build the whole app: platform plugins first, then one line per area, in order (the table of contents). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const logStream = deps.logger === false ? undefined : (deps.logStream ?? stdoutLog());
  const app = Fastify({
    logger: logStream ? loggerOptions(config.logLevel, logStream) : false,
    // One line per request instead of Fastify's two, and a request's own logger only when it is used (platform/request-log.ts).
    logController: new RequestLog(config.logSlowMs, logStream, config.logLevel),
    ...(logStream ? { childLoggerFactory: lazyRequestLogger } : {}),
    genReqId: requestIds(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('platform', {
    db: deps.db,
    config,
    mailer: deps.mailer ?? createMailer(config),
    gateway: deps.gateway ?? createGateway(config, deps.db, deps.now),
    now: deps.now ?? (() => new Date()),
  });

  registerSecurityHeaders(app, config);
  closeConnectionsAsTheyFinish(app);
  registerSignInSlot(app);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Member portal API',
        version: '1.0.0',
        description: 'Every call of spec §7. Errors answer ErrorBody.',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiHooks: apiDocsHooks(config) }); // decision 330
  registerErrorHandler(app, serveWebApp(app, config));
  registerFairQueue(app); // before the areas: its hooks gate their registration and payment calls (decision 346)

  await registerAreas(app);
  registerMailOutbox(app);
  registerMessageSender(app, CHANNEL_SENDERS);
  registerReminders(app);
  registerRetention(app);
  registerCheckRounds(app);
  registerDataExports(app);

  return app;
}

/** Every area's routes files, the members' then the back-office's (*.staff.routes.ts), one line each. */
async function registerAreas(app: FastifyInstance): Promise<void> {
  await app.register(platformRoutes);
  await app.register(queueRoutes);
  await app.register(accountsRoutes);
  await app.register(profileRoutes);
  await app.register(lookupsRoutes);
  await app.register(competitionRoutes);
  await app.register(publicApiRoutes);
  await app.register(liveStreamRoutes);
  await app.register(teamsRoutes);
  await app.register(nominationRoutes);
  await app.register(paymentsRoutes);
  await app.register(storeRoutes);
  await app.register(rostersRoutes);
  await app.register(noticeboardRoutes);
  await app.register(bookingsRoutes);
  await app.register(familyRoutes);
  await app.register(guardiansRoutes);
  await app.register(pushRoutes);
  await app.register(memberMessagingRoutes);
  await app.register(safeguardingRoutes);
  await app.register(checkWebhookRoutes);
  await app.register(privacyRoutes);
  await app.register(deletionRoutes);
  await app.register(staffRoutes);
  await app.register(sandboxStaffRoutes);
  await app.register(seasonSetupRoutes);
  await app.register(fixturesStaffRoutes);
  await app.register(gameEditsStaffRoutes);
  await app.register(finalsStaffRoutes);
  await app.register(resultsStaffRoutes);
  await app.register(ladderRulesStaffRoutes);
  await app.register(messagingSettingsStaffRoutes);
  await app.register(entriesStaffRoutes);
  await app.register(teamsStaffRoutes);
  await app.register(rostersStaffRoutes);
  await app.register(noticeboardStaffRoutes);
  await app.register(messagesStaffRoutes);
  await app.register(paymentsStaffRoutes);
  await app.register(storeStaffRoutes);
  await app.register(bookingsStaffRoutes);
  await app.register(checksStaffRoutes);
  await app.register(importRoutes);
  await app.register(importClaimsRoutes);
  await app.register(twoFactorRoutes);
  await app.register(securityLogStaffRoutes);
  await app.register(registrationOpeningStaffRoutes);
}

/** Serve the built web app's files (hashed assets cached for a year); its pages come from the not-found handler. */
function serveWebApp(app: FastifyInstance, config: Config): SendPage | undefined {
  const webDist = config.webDist;
  const pages = loadSpaPages(webDist, config.site);
  if (!pages) return undefined;
  void app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true, // the build writes .br and .gz beside each asset (packages/web/vite.config.ts)
    setHeaders: (res, file) => {
      const cacheControl = webFileCacheControl(file, path.sep);
      if (cacheControl) void res.header('cache-control', cacheControl);
    },
  });
  registerWebManifest(app, config.site);
  return pageSender(pages, loadSsrPages(webDist, config.site));
}
