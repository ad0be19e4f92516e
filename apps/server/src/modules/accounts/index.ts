import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAccountService } from './account-service.js';
import { clearCookiesRoutes } from './cookie-routes.js';
import { employeeAccountRoutes } from './employee-routes.js';
import { passkeyNotice } from './passkey-notice.js';
import { passwordRoutes } from './password-routes.js';
import { createPasswordService } from './password-service.js';
import { employeePreSignUp, retailPreSignUp } from './pre-sign-up.js';
import { profileRoutes } from './profile-routes.js';
import { rosterCodeSignIn } from './roster-code-sign-in.js';
import { createRegistrationService } from './registration-service.js';
import { retailAccountRoutes } from './retail-routes.js';

/**
 * Accounts as an app module (after the idp module): the retail and employee account routes over one
 * account service and one registration service, the password routes, and the pools' pre-sign-up rules.
 */
export const accountsModule: FastifyPluginAsyncZod = fp(
  async (app) => {
    const accounts = createAccountService({
      db: app.db,
      idp: app.idp,
      notifier: app.notifier,
      now: app.idp.context.now,
    });
    const registration = createRegistrationService({
      db: app.db,
      idp: app.idp,
      notifier: app.notifier,
      logger: app.log.child({ component: 'accounts' }),
    });
    app.idp.setPreSignUp('retail', retailPreSignUp(registration));
    app.idp.setPreSignUp('employee', employeePreSignUp(registration));
    for (const pool of ['retail', 'employee'] as const)
      app.idp.setPasskeyChanged(pool, passkeyNotice({ idp: app.idp, notifier: app.notifier }));
    app.idp.setCustomAuth(
      'employee',
      rosterCodeSignIn({
        db: app.db,
        notifier: app.notifier,
        hasher: app.idp.context.codeHasher,
        throttle: app.throttle,
        now: app.idp.context.now,
      }),
    );
    await app.register(retailAccountRoutes(accounts, registration));
    await app.register(employeeAccountRoutes(accounts, registration));
    await app.register(profileRoutes(accounts));
    await app.register(
      passwordRoutes(
        createPasswordService({ idp: app.idp, notifier: app.notifier, now: app.idp.context.now }),
      ),
    );
    await app.register(clearCookiesRoutes);
  },
  { name: 'accounts', dependencies: ['idp', 'notifier'] },
);
