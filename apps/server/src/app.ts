import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type preHandlerHookHandler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { connectDatabase } from './db/connect.js';
import { modules as defaultModules, type AppModule } from './modules/index.js';
import { registerApiDocs } from './platform/api-docs.js';
import { registerCompression } from './platform/compression.js';
import { authPlugin } from './platform/auth/plugin.js';
import { enforceRouteAudience } from './platform/audience.js';
import { errorHandler, notFound } from './platform/errors.js';
import { serializerCompiler } from './platform/immutable-replies.js';
import { parseQuerystring, registerInputGuard } from './platform/input-guard/index.js';
import { defineIdempotencyPurgeJob } from './platform/idempotency.js';
import { registerJobQueue } from './platform/jobs/plugin.js';
import { loggerOptions, requestChildLogger } from './platform/logger.js';
import { registerMetricsRoute } from './platform/metrics/index.js';
import { registerOperations } from './platform/operations.js';
import { registerRateLimit } from './platform/rate-limit.js';
import { registerSecurityHeaders } from './platform/security-headers.js';
import { registerSharedCounters } from './platform/shared-counters.js';
import { readInlineScriptHashes, registerWebApp } from './platform/web-app.js';
import { seedDemoData } from './seed/seed.js';

/** JSON bodies up to 1 MiB; file uploads get their own limits in the multipart routes. */
export const BODY_LIMIT = 1024 * 1024;

export interface AppDeps {
  /** An open, migrated database (default: the configured one, opened and migrated by buildApp). */
  database: DatabaseHandle;
  /** Whether app.close() closes the database (default: true when buildApp opened it, false when injected). */
  ownsDatabase: boolean;
  /** The feature modules to register, in order (default: the list in src/modules/index.ts). */
  modules: readonly AppModule[];
  /** Run background jobs on the job queue (default: yes, except when NODE_ENV is 'test': jobs then run in process when sent). */
  startJobs: boolean;
}

async function registerPlatform(app: FastifyInstance, config: AppConfig) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  registerInputGuard(app);
  enforceRouteAudience(app);
  await registerSecurityHeaders(app, {
    production: config.NODE_ENV === 'production',
    inlineScriptHashes: readInlineScriptHashes(config.WEB_DIST_DIR),
  });
  await app.register(cookie, { secret: config.SESSION_SECRET });
  await registerCompression(app);
  const redis = registerSharedCounters(app, config);
  const limitUnrouted = await registerRateLimit(app, {
    max: config.RATE_LIMIT_MAX,
    redis,
    keyPrefix: config.REDIS_KEY_PREFIX,
  });
  registerMetricsRoute(app);
  await app.register(authPlugin);
  await registerApiDocs(app);
  return { limitUnrouted };
}

async function registerRoutes(
  app: FastifyInstance,
  config: AppConfig,
  modules: readonly AppModule[],
  limitUnrouted: preHandlerHookHandler,
) {
  for (const module of modules) await app.register(module);
  const spaFallback = await registerWebApp(app, config.WEB_DIST_DIR);
  app.setNotFoundHandler({ preHandler: limitUnrouted }, async (request, reply) => {
    const served = spaFallback?.(request, reply);
    if (served) return served;
    throw notFound();
  });
}

/**
 * Builds the application: platform plugins (errors, security headers, cookies, compression, rate limits,
 * OpenAPI), the database (opened and migrated unless injected), the feature modules in order and, when
 * built, the web app with its history fallback. Resolves once the app is ready; call `listen` or `inject`.
 */
export async function buildApp(config: AppConfig, deps: Partial<AppDeps> = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    childLoggerFactory: requestChildLogger,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: BODY_LIMIT,
    genReqId: () => randomUUID(),
    requestIdHeader: config.TRUST_PROXY ? 'x-request-id' : false,
    // Query values that do not decode reach the input guard marked, and are refused naming the field.
    routerOptions: { querystringParser: parseQuerystring },
    // Malformed URLs (bad percent-escapes) and other routing failures answer in our envelope too.
    frameworkErrors: (error, request, reply) => errorHandler(error, request, reply),
  });
  for (const warning of config.warnings) app.log.warn(warning);

  const database = deps.database ?? (await connectDatabase(config, app.log));
  const ownsDatabase = deps.ownsDatabase ?? deps.database === undefined;
  try {
    app.decorate('config', config);
    app.decorate('db', database.db);
    registerOperations(app);
    if (ownsDatabase) app.addHook('onClose', () => database.close());
    registerJobQueue(app, database, deps.startJobs === undefined ? {} : { start: deps.startJobs });
    // Demo data only into a database this app opened itself: tests inject theirs and seed when they need it.
    if (ownsDatabase && config.SEED_DEMO_DATA) await seedDemoData(database.db, { logger: app.log });
    const { limitUnrouted } = await registerPlatform(app, config);
    defineIdempotencyPurgeJob(app);
    await registerRoutes(app, config, deps.modules ?? defaultModules, limitUnrouted);
    await app.ready();
    return app;
  } catch (error) {
    await app.close().catch(() => undefined);
    if (ownsDatabase) await database.close();
    throw error;
  }
}
