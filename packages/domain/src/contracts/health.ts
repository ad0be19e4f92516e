import { z } from 'zod';

/** GET /api/health: the server and its database (load balancers and tests use it). */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unavailable']),
  uptimeSeconds: z.number(),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

/** GET /api/health/live: the process is up and answering (it touches nothing else). */
export const livenessSchema = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number(),
  version: z.string(),
});
export type Liveness = z.infer<typeof livenessSchema>;

/** How one readiness check ended: it answered, it failed, or it did not answer in time. */
export const readinessCheckStatusSchema = z.enum(['ok', 'failed', 'timed_out']);
export type ReadinessCheckStatus = z.infer<typeof readinessCheckStatusSchema>;

/**
 * GET /api/health/ready: whether this instance should be sent traffic. `checks` names every dependency
 * checked (database, redis when configured, the job queue) with how its check ended; `ready` only when
 * every one is `ok`.
 */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.record(z.string(), readinessCheckStatusSchema),
});
export type Readiness = z.infer<typeof readinessSchema>;
