/** Test flows over HTTP: quote, apply and issue a policy in one family. */
import {
  applicationReplySchema,
  FUNERAL_PATHS,
  quotePackageSchema,
  type ApplicationReply,
  type CreateApplicationInputDraft,
  type FuneralQuoteInputDraft,
  type Policy,
  type QuotePackage,
} from '@cover/domain/funeral';
import type { FastifyInstance } from 'fastify';
import { callAs, familyApplication, familyQuote, type TestUser } from './fixtures.js';

type QuoteRoute = { path: string };

export async function quoteFor(
  app: FastifyInstance,
  user: TestUser,
  input: FuneralQuoteInputDraft,
  route: QuoteRoute = FUNERAL_PATHS.retail.getAQuote,
): Promise<QuotePackage> {
  const response = await callAs(app, user, 'POST', route.path, { body: input });
  if (response.statusCode !== 201) throw new Error(`quote failed: ${response.body}`);
  return quotePackageSchema.parse(response.json());
}

export async function applyFor(
  app: FastifyInstance,
  user: TestUser,
  body: CreateApplicationInputDraft,
  route: QuoteRoute = FUNERAL_PATHS.retail.createQuoteApplication,
): Promise<ApplicationReply> {
  const response = await callAs(app, user, 'POST', route.path, { body });
  if (response.statusCode !== 201) throw new Error(`application failed: ${response.body}`);
  return applicationReplySchema.parse(response.json());
}

/** A retail family policy (main member, spouse, one child), issued now. */
export async function retailPolicy(app: FastifyInstance, user: TestUser): Promise<Policy> {
  const quote = await quoteFor(app, user, familyQuote(user.idNumber));
  const reply = await applyFor(app, user, familyApplication(quote.quotePackageId));
  if (!reply.policy) throw new Error('no policy issued');
  return reply.policy;
}
