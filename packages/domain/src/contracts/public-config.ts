import { z } from 'zod';

/** What GET /api/config gives the web app: public feature flags and constants, never secrets. */
export const publicConfigSchema = z.object({
  flags: z.object({
    twoFactor: z.boolean(),
    useJmrEndpoints: z.boolean(),
    motorServiceDiscontinued: z.boolean(),
    recentlyUpdatedLongWindow: z.boolean(),
  }),
  recentlyUpdatedWindowMs: z.number().int().positive(),
  devMailbox: z.boolean(),
  /** The embedded (or hosted) user pools the web app's Amplify client talks to. */
  identity: z.object({
    /** Absolute URL, or a path on this origin such as /idp. */
    userPoolEndpoint: z.string(),
    retail: z.object({ userPoolId: z.string(), userPoolClientId: z.string() }),
    employee: z.object({ userPoolId: z.string(), userPoolClientId: z.string() }),
    /** The pools' MFA: OFF (no two-step sign-in), OPTIONAL (each user may turn it on) or ON (required). */
    mfa: z.enum(['OFF', 'OPTIONAL', 'ON']),
  }),
  buildStamp: z.string(),
  environment: z.enum(['development', 'test', 'production']),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
