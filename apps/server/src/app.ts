import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { clock } from '@lineup/contract/clock';
import type { Config } from './config.ts';
import { registerClockHeader } from './http/clock-header.ts';
import type { DatabaseHandle } from './db/database.ts';
import { requireDeclaredAccess } from './http/access.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerProblemHandlers, sendFrameworkError } from './http/problem.ts';
import { registerRateLimitSweep, sharedRateLimitStore } from './http/shared-rate-limits.ts';
import { collectRoutes } from './http/route-list.ts';
import { RequestLog, serializeRequest } from './http/request-log.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { trustProxyOption } from './http/trust-proxy.ts';
import { isApiPath, registerSpa } from './http/spa.ts';
import { VERSION } from './lib/version.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { createSmsSender, type SmsSender } from './lib/sms.ts';
import { registerAuthorization } from './http/authorize.ts';
import { registerSizeUpkeep } from './modules/admin/database-size.ts';
import { registerSessionUpkeep } from './auth/session-upkeep.ts';
import { registerListCounts } from './db/list-counts.ts';
import { registerDatabaseUpkeep } from './db/pglite-upkeep.ts';
import { registerReportCache } from './modules/reports/report-cache.ts';
import { registerKeptAnswers } from './http/kept-answers.ts';
import { createAuthLimits } from './modules/auth/auth.deps.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { invitationRoutes } from './modules/invitations/invitations.routes.ts';
import { meRoutes } from './modules/me/me.routes.ts';
import { profileRoutes } from './modules/me/profile.routes.ts';
import { memberRoutes } from './modules/members/members.routes.ts';
import { itemResource } from './modules/items/items.resource.ts';
import { equipmentResource } from './modules/equipment/equipment.resource.ts';
import { eventTypeResource } from './modules/event-types/event-types.resource.ts';
import { packageResource } from './modules/packages/packages.resource.ts';
import { placeResource } from './modules/places/places.resource.ts';
import { roomResource } from './modules/rooms/rooms.resource.ts';
import { serviceResource } from './modules/services/services.resource.ts';
import { supplierResource } from './modules/suppliers/suppliers.resource.ts';
import { transportResource } from './modules/transports/transports.resource.ts';
import { staffResource } from './modules/staff/staff.resource.ts';
import { staffAccountRoutes } from './modules/staff/staff-account.ts';
import { workResource } from './modules/works/works.resource.ts';
import { workRoutes } from './modules/works/works.routes.ts';
import { eventRoutes } from './modules/events/events.routes.ts';
import { conditionsRoutes } from './modules/conditions/conditions.routes.ts';
import { assistantRoutes } from './modules/assistant/assistant.routes.ts';
import { moneyRoutes } from './modules/money/money.routes.ts';
import { reportRoutes } from './modules/reports/reports.routes.ts';
import { customerResource } from './modules/customers/customers.resource.ts';
import { customerRoutes } from './modules/customers/customers.routes.ts';
import { schoolRoutes } from './modules/schools/schools.routes.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import { publicConfigRoutes } from './modules/public-config/public-config.routes.ts';
import { serializeError } from './http/error-log.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    config: Config;
    mailer: Mailer;
    sms: SmsSender;
  }
}

export interface AppOptions {
  readonly config: Config;
  readonly database: DatabaseHandle;
  /** Where the log lines go; standard output by default (the tests read them). */
  readonly logStream?: { write(line: string): void };
  /** The periodic measuring of school sizes; off in the tests, which run it when they mean to. */
  readonly sizeUpkeep?: boolean;
}

/** Builds the whole HTTP application; used by `npm start` and by the tests alike. */
export async function buildApp({
  config,
  database,
  logStream,
  sizeUpkeep = true,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: { req: serializeRequest, err: serializeError },
      ...(logStream ? { stream: logStream } : {}),
    },
    // Only the proxies named in TRUST_PROXY may tell the client address (X-Forwarded-For).
    logController: new RequestLog(),
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: sendFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  // The school's time: set for a test or a demonstration, else the machine's.
  if (config.LINEUP_CLOCK) clock.set(config.LINEUP_CLOCK);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);
  app.decorate('config', config);
  collectRoutes(app);
  requireDeclaredAccess(app);
  registerProblemHandlers(app);
  await registerSessionUpkeep(app);
  await registerListCounts(app);
  await registerReportCache(app);
  await registerKeptAnswers(app);
  if (sizeUpkeep) registerSizeUpkeep(app);
  registerDatabaseUpkeep(app);
  registerAuthorization(app);

  registerClockHeader(app);
  registerSecurityHeaders(app, {
    google: Boolean(config.GOOGLE_CLIENT_ID),
    mapTileUrl: config.MAP_TILE_URL,
    https: config.PUBLIC_URL.startsWith('https:'),
  });
  // The limit guards the API; the web app's files (one page load fetches dozens) are not counted.
  await app.register(rateLimit, {
    max: config.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    allowList: (request) => !isApiPath(request.url),
    // On PostgreSQL, the sign-in calls' limits hold across every instance (http/shared-rate-limits.ts).
    ...(database.driver === 'postgres' ? { store: sharedRateLimitStore(database.db) } : {}),
  });
  if (database.driver === 'postgres') registerRateLimitSweep(app);
  await registerOpenApi(app, VERSION);

  const mailer = createMailer({ db: database.db, log: app.log, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  app.decorate('mailer', mailer);
  const sms = createSmsSender({
    kind: config.SMS_SENDER,
    log: app.log,
    webhookUrl: config.SMS_WEBHOOK_URL,
    file: config.SMS_OUTBOX_FILE,
  });
  app.decorate('sms', sms);
  await app.register(healthRoutes);
  await app.register(publicConfigRoutes);
  await app.register(authRoutes({ db: database.db, config, mailer, sms, log: app.log, limits: createAuthLimits() }));
  await app.register(meRoutes);
  await app.register(notificationRoutes);
  await app.register(profileRoutes);
  await app.register(schoolRoutes);
  await app.register(memberRoutes);
  await app.register(invitationRoutes);
  await app.register(adminRoutes);
  await app.register(customerRoutes);
  await app.register(customerResource.routes);
  await app.register(placeResource.routes);
  await app.register(conditionsRoutes);
  await app.register(roomResource.routes);
  await app.register(supplierResource.routes);
  await app.register(itemResource.routes);
  await app.register(equipmentResource.routes);
  await app.register(eventTypeResource.routes);
  await app.register(packageResource.routes);
  await app.register(serviceResource.routes);
  await app.register(transportResource.routes);
  await app.register(staffAccountRoutes);
  await app.register(staffResource.routes);
  await app.register(workResource.routes);
  await app.register(workRoutes);
  await app.register(eventRoutes);
  await app.register(moneyRoutes);
  await app.register(reportRoutes);
  await app.register(settingsRoutes);
  await app.register(auditRoutes);
  await app.register(assistantRoutes);

  await registerSpa(app, config.WEB_DIST_DIR);
  return app;
}
