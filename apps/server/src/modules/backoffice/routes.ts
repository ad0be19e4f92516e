/**
 * The back office console's own calls (audience 'backoffice'): the work queues, the search, the failed
 * premiums, one policy for staff and staff-only notes on a policy, an application or a claim. Claims and
 * pre-inspections have their routes in their own modules; underwriting in underwriting-routes.ts.
 */
import {
  BACKOFFICE_PATHS,
  backofficeFailedPaymentsQuerySchema,
  backofficeFailedPaymentsReplySchema,
  backofficePolicyParamsSchema,
  backofficePolicySchema,
  backofficeQueuesSchema,
  backofficeSearchQuerySchema,
  backofficeSearchReplySchema,
  staffNoteInputSchema,
  staffNoteParamsSchema,
  staffNoteReplySchema,
  type StaffNoteEntity,
} from '@cover/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../platform/auth/principal.js';
import { errorResponses } from '../../platform/errors.js';
import type { Clock } from '../insurance-core/clock.js';
import { failedPayments } from './failed-payments.js';
import { addStaffNote } from './notes.js';
import { staffPolicy } from './policy-view.js';
import { backofficeQueues } from './queues.js';
import { searchBackoffice } from './search.js';

const TAGS = ['back office'];
const config = { audience: 'backoffice' as const };
const errors = errorResponses(400, 401, 403, 404, 422);

const NOTE_PATHS: Record<StaffNoteEntity, string> = {
  policies: BACKOFFICE_PATHS.policyNotes,
  applications: BACKOFFICE_PATHS.applicationNotes,
  claims: BACKOFFICE_PATHS.claimNotes,
};

const NOTE_SUMMARIES: Record<StaffNoteEntity, string> = {
  policies: 'Add a staff-only note to a policy',
  applications: 'Add a staff-only note to an application',
  claims: 'Add a staff-only note to a claim',
};

export function registerBackofficeRoutes(parent: FastifyInstance, now: Clock): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const actorOf = (request: FastifyRequest) =>
    `operator:${requirePrincipal(request, 'backoffice').operatorId}`;

  app.get(
    BACKOFFICE_PATHS.queues,
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'Work queues with their counts and the age of the oldest item',
        response: { 200: backofficeQueuesSchema, ...errors },
      },
    },
    async (request) => {
      requirePrincipal(request, 'backoffice');
      return backofficeQueues(app.db);
    },
  );

  // POST: the term may be an ID number, which must not sit in a URL that proxies and access logs keep
  app.post(
    BACKOFFICE_PATHS.search,
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'Find by policy, claim, ID or registration number',
        body: backofficeSearchQuerySchema,
        response: { 200: backofficeSearchReplySchema, ...errors },
      },
    },
    async (request) => {
      requirePrincipal(request, 'backoffice');
      return { results: await searchBackoffice(app.db, request.body.q) };
    },
  );

  app.get(
    BACKOFFICE_PATHS.failedPayments,
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'Premiums that failed and are still unpaid',
        querystring: backofficeFailedPaymentsQuerySchema,
        response: { 200: backofficeFailedPaymentsReplySchema, ...errors },
      },
    },
    async (request) => {
      requirePrincipal(request, 'backoffice');
      return { data: await failedPayments(app.db, request.query.limit) };
    },
  );

  app.get(
    BACKOFFICE_PATHS.policy,
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'One policy with its claims, collections and history',
        params: backofficePolicyParamsSchema,
        response: { 200: backofficePolicySchema, ...errors },
      },
    },
    async (request) => {
      requirePrincipal(request, 'backoffice');
      return staffPolicy(app.db, request.params.policyId, now());
    },
  );

  for (const entity of Object.keys(NOTE_PATHS) as StaffNoteEntity[]) {
    app.post(
      NOTE_PATHS[entity],
      {
        config,
        schema: {
          tags: TAGS,
          summary: NOTE_SUMMARIES[entity],
          params: staffNoteParamsSchema,
          body: staffNoteInputSchema,
          response: { 201: staffNoteReplySchema, ...errors },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const entry = await app.db.transaction((tx) =>
          addStaffNote(tx, entity, request.params.id, request.body.note, { now: now(), actor }),
        );
        return reply.code(201).send({ entry });
      },
    );
  }
}
