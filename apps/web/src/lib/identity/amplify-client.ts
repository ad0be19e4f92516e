import type * as AmplifyAuth from 'aws-amplify/auth';
import type { Audience } from './audience';
import { absoluteEndpoint, loadIdentityConfig } from './identity-config';

type AuthModule = typeof AmplifyAuth;

/** Thrown when the server publishes no user pools (sign-in is then impossible). */
export class IdentityUnavailableError extends Error {
  override name = 'IdentityUnavailableError';
  constructor() {
    super('The sign-in service is not configured');
  }
}

interface Loaded {
  configure: (audience: Audience) => Promise<void>;
  auth: AuthModule;
}

let loading: Promise<Loaded> | null = null;

/** Amplify is loaded on first use only, so pages that never sign in do not download it. */
function load(): Promise<Loaded> {
  loading ??= Promise.all([import('aws-amplify'), import('aws-amplify/auth'), loadIdentityConfig()])
    .then(([core, auth, config]) => {
      const identity = config.identity;
      return {
        auth,
        async configure(audience: Audience) {
          if (!identity) throw new IdentityUnavailableError();
          const pool = identity[audience];
          core.Amplify.configure({
            Auth: {
              Cognito: {
                userPoolId: pool.userPoolId,
                userPoolClientId: pool.userPoolClientId,
                userPoolEndpoint: absoluteEndpoint(identity.userPoolEndpoint),
                loginWith: { username: true },
                signUpVerificationMethod: 'code',
              },
            },
          });
        },
      };
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/*
 * Amplify is one configured singleton, and it stores tokens per client id, so both pools' sessions
 * coexist. Work for one audience runs while Amplify is configured for it; switching to the other pool
 * waits until the running work has finished.
 */
let configuredFor: Audience | null = null;
let inFlight = 0;
let switching: Promise<void> | null = null;
const waiters: (() => void)[] = [];

async function acquire(audience: Audience, loaded: Loaded): Promise<void> {
  for (;;) {
    if (switching) {
      await switching;
      continue;
    }
    if (configuredFor === audience) {
      inFlight += 1;
      return;
    }
    if (inFlight === 0) {
      switching = loaded.configure(audience).finally(() => {
        switching = null;
      });
      await switching;
      configuredFor = audience;
      continue;
    }
    await new Promise<void>((resolve) => waiters.push(resolve));
  }
}

function release(): void {
  inFlight -= 1;
  if (inFlight === 0) waiters.splice(0).forEach((wake) => wake());
}

/** Runs `work` with Amplify's auth functions while Amplify is configured for the audience's pool. */
export async function withAuth<T>(audience: Audience, work: (auth: AuthModule) => Promise<T>): Promise<T> {
  const loaded = await load();
  await acquire(audience, loaded);
  try {
    return await work(loaded.auth);
  } finally {
    release();
  }
}

/** Starts loading Amplify (e.g. when a sign-in page opens) so the first action does not wait for it. */
export function preloadAuth(): void {
  void load().catch(() => undefined);
}

/** Forgets the configured audience (tests reconfigure between cases). */
export function resetAmplifyClient(): void {
  loading = null;
  configuredFor = null;
  inFlight = 0;
  switching = null;
}
