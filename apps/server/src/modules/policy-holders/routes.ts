import {
  cmsPolicyHolderGetSchema,
  ownPolicyHolderReplySchema,
  policyHolderByIdNumberSchema,
  policyHolderCreateSchema,
  policyHolderSchema,
  policyHolderUpdateSchema,
} from '@cover/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../platform/auth/principal.js';
import { errorResponses } from '../../platform/errors.js';
import { policyHolderCallerOf } from './caller.js';
import {
  createPolicyHolder,
  findPolicyHolderForPrincipal,
  getOwnPolicyHolderByIdNumber,
  updatePolicyHolder,
} from './service.js';

type UserAudience = 'retail' | 'employee';
type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

const TAGS = ['policy-holders'];

/**
 * createPolicyholder and updatePolicyholder under one family's prefix (api/retail or api/employee), and
 * getOwnPolicyholder: the caller's holder or null (200 either way), which the purchase wizards ask before a
 * first application so they register the holder first; the product routes still refuse a caller without one
 * (422 POLICY_HOLDER_REQUIRED).
 */
function registerWriteRoutes(app: ZodApp, audience: UserAudience) {
  const prefix = `/api/${audience}`;
  app.post(
    `${prefix}/createPolicyholder`,
    {
      config: { audience },
      schema: {
        tags: TAGS,
        summary: 'Register the signed-in user as a policy holder (own ID number only, once)',
        body: policyHolderCreateSchema,
        response: { 201: policyHolderSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const caller = await policyHolderCallerOf(app, requirePrincipal(request, audience));
      const holder = await createPolicyHolder(app.db, caller, request.body);
      request.log.info({ policyHolderId: holder.policyHolderId }, 'policy holder created');
      return reply.code(201).send(holder);
    },
  );
  app.post(
    `${prefix}/updatePolicyholder`,
    {
      config: { audience },
      schema: {
        tags: TAGS,
        summary: "Update the signed-in user's own policy holder",
        body: policyHolderUpdateSchema,
        response: { 200: policyHolderSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updatePolicyHolder(app.db, requirePrincipal(request, audience), request.body),
  );
  app.get(
    `${prefix}/getOwnPolicyholder`,
    {
      config: { audience },
      schema: {
        tags: TAGS,
        summary: "The signed-in user's own policy holder, or null while they have none",
        response: { 200: ownPolicyHolderReplySchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({
      policyHolder: await findPolicyHolderForPrincipal(app.db, requirePrincipal(request, audience)),
    }),
  );
}

/**
 * The policy-holder calls of spec 000 §7, thin adapters over one service: retail (api/retail, and
 * api/jmr/policy-holders/get) and employee (api/employee, and api/telkom-cms/policyholder/get). Every call
 * acts on the caller's own holder only.
 */
export const policyHolderRoutes: FastifyPluginAsyncZod = async (app) => {
  registerWriteRoutes(app, 'retail');
  registerWriteRoutes(app, 'employee');

  const getRoute = (audience: UserAudience, summary: string) => ({
    config: { audience },
    schema: {
      tags: TAGS,
      summary,
      body: policyHolderByIdNumberSchema,
      response: { 200: policyHolderSchema, ...errorResponses(400, 401, 403, 404) },
    },
  });

  app.post(
    '/api/retail/getPolicyHolderByIdNumber',
    getRoute('retail', 'The retail user’s own policy holder'),
    async (request) =>
      getOwnPolicyHolderByIdNumber(app.db, requirePrincipal(request, 'retail'), request.body.idNumber),
  );
  app.post(
    '/api/jmr/policy-holders/get',
    getRoute('retail', 'The retail user’s own policy holder (JMR family)'),
    async (request) =>
      getOwnPolicyHolderByIdNumber(app.db, requirePrincipal(request, 'retail'), request.body.idNumber),
  );

  app.get(
    '/api/employee/getPolicyHolderByIdNumber',
    {
      config: { audience: 'employee' },
      schema: {
        tags: TAGS,
        summary: 'The employee’s own policy holder',
        querystring: policyHolderByIdNumberSchema,
        response: { 200: policyHolderSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      getOwnPolicyHolderByIdNumber(app.db, requirePrincipal(request, 'employee'), request.query.idNumber),
  );
  app.post(
    '/api/telkom-cms/policyholder/get',
    {
      config: { audience: 'employee' },
      schema: {
        tags: TAGS,
        summary: 'The employee’s own policy holder (CMS family; idNumber or saId)',
        body: cmsPolicyHolderGetSchema,
        response: { 200: policyHolderSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const idNumber = request.body.idNumber ?? request.body.saId ?? '';
      return getOwnPolicyHolderByIdNumber(app.db, requirePrincipal(request, 'employee'), idNumber);
    },
  );
};
