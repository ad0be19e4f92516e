import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.js';
import { keyPart, type ThrottleLimit } from './throttle.js';

export interface TargetLimitOptions {
  /** Names the counter family, e.g. 'sign-up-check'. */
  name: string;
  limit: ThrottleLimit;
  /** The values the request asks about (an ID number, a username), read from its validated input. */
  targets: (request: FastifyRequest) => (string | undefined)[];
}

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/**
 * A preHandler that limits how often one target (an ID number, a username, a salary reference number) may
 * be asked about, whoever asks and from wherever — beside the per-address rate limit, so that spreading
 * the questions over many addresses does not help. Answers 429 in the envelope; counters are shared
 * across instances with Redis (app.throttle). Targets are hashed in the counter keys.
 */
export function perTargetLimit(options: TargetLimitOptions) {
  return async (request: FastifyRequest): Promise<void> => {
    for (const target of options.targets(request)) {
      if (!target) continue;
      const hit = await request.server.throttle.hit(
        `target:${options.name}:${keyPart(target)}`,
        options.limit,
      );
      if (!hit.allowed) {
        throw new AppError(
          429,
          'RATE_LIMITED',
          `Too many requests about this. Please try again in ${minutes(hit.retryAfterMs)} minutes.`,
        );
      }
    }
  };
}
