import type { Redis } from 'ioredis';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import type { RouteAudience } from './platform/audience.js';
import type { Throttle } from './platform/throttle.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The application database (Drizzle, PGlite or PostgreSQL underneath). */
    db: Database;
    config: AppConfig;
    /** Fixed-window counters: in memory, or shared through Redis when REDIS_URL is set. */
    throttle: Throttle;
    /** The Redis connection every instance shares (REDIS_URL), or null in one process. */
    redis: Redis | null;
  }

  interface FastifyContextConfig {
    /** Who may call the route; required on every /api route (checked at startup). */
    audience?: RouteAudience;
    /** The route parses its raw body itself and applies the input guard to what it parses. */
    rawBody?: true;
  }
}
