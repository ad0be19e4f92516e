import type { Database } from '../../db/client.js';
import type { CodeHasher } from './codes.js';
import type { Sealer } from './crypto-at-rest.js';
import type { CustomAuthHooks } from './custom-auth.js';
import type { IdpLogger } from './idp-logger.js';
import type { KeyRing } from './keys.js';
import type { PasskeyChangedHooks } from './passkey-events.js';
import type { PreSignUpHooks } from './pre-sign-up.js';
import type { PoolRegistry } from './pools.js';
import type { RevocationCache } from './revocations.js';

/** What the pool needs from the notifier (app.notifier). */
export interface IdpNotifier {
  sendEmail(message: { to: string; subject: string; text: string; html?: string }): Promise<unknown>;
  sendSms(message: { to: string; text: string }): Promise<unknown>;
}

export type { IdpLogger } from './idp-logger.js';

/** Everything the pool's operations share; built once per app by createIdpContext. */
export interface IdpContext {
  db: Database;
  pools: PoolRegistry;
  sealer: Sealer;
  codeHasher: CodeHasher;
  keys: KeyRing;
  revocations: RevocationCache;
  notifier: IdpNotifier;
  logger: IdpLogger;
  now: () => Date;
  /** Pre-sign-up hooks per pool (the PreSignUp trigger); empty unless a module installs one. */
  preSignUp: PreSignUpHooks;
  /** Custom-auth hooks per pool (the challenge triggers of CUSTOM_AUTH); CUSTOM_AUTH is refused without them. */
  customAuth: CustomAuthHooks;
  /** Told after a passkey is added or removed (the app tells the account's owner); empty unless installed. */
  passkeyChanged: PasskeyChangedHooks;
  /** Fixed issuer base (IDP_ISSUER_BASE_URL); when unset, each request's own origin is used. */
  issuerBaseUrl: string | undefined;
  /** The web app's fixed origin (PUBLIC_APP_URL's origin), the passkeys' relying party; unset: each request's Origin. */
  appOrigin: string | undefined;
}

/** Per-request facts an operation may need. */
export interface RequestInfo {
  /** e.g. http://127.0.0.1:3000 — the base of `iss` for tokens issued in this request. */
  issuerBase: string;
  /**
   * The web app's origin a passkey ceremony runs on: PUBLIC_APP_URL when set, else the request's Origin header
   * (the app and the pool share one server), else undefined.
   */
  appOrigin: string | undefined;
  /** The caller's User-Agent (names a new passkey after the device it was made on). */
  userAgent?: string | undefined;
}

export const issuerOf = (base: string, poolId: string) => `${base.replace(/\/+$/, '')}/idp/${poolId}`;
