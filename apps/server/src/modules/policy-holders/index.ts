import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policyHolderRoutes } from './routes.js';

/** Policy holders: the retail, JMR, employee and CMS path families over one service. Needs the idp module. */
export const policyHoldersModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(policyHolderRoutes);
};

export { findPolicyHolderForPrincipal, toPolicyHolder } from './service.js';
