import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerOperatorPrincipalResolvers } from '../../platform/auth/operator-session.js';
import { operatorRoutes } from './routes.js';

export interface OperatorModuleOptions {
  /** The clock for logins, lockouts and session expiry (tests move it). */
  now?: () => Date;
}

/**
 * Operator accounts as an app module: the login, user-name and logout routes, and the session-cookie
 * principal resolvers for 'operator' and 'backoffice' routes. Decorates `app.operatorClock`.
 */
export function createOperatorModule(options: OperatorModuleOptions = {}): FastifyPluginAsyncZod {
  return fp(
    async (app) => {
      app.decorate('operatorClock', options.now ?? (() => new Date()));
      registerOperatorPrincipalResolvers();
      await app.register(operatorRoutes);
    },
    { name: 'operator' },
  );
}

export const operatorModule = createOperatorModule();

export {
  createOperatorAccount,
  OperatorAccountError,
  OPERATOR_ROLES,
  type OperatorRole,
} from './accounts.js';
