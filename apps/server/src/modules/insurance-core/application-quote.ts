/**
 * The quote an application of a line is made from, and storing the application: every line's
 * createApplication takes the caller's usable quote package of the line (7 days, unused, theirs, of their
 * channel), or — altering their PENDING application with the package it was made from — that application's
 * own quote; then stores the PENDING application (new or altered) and marks the package used.
 */
import type { ApplicationRow, QuotePackageRow } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { storePendingApplication, type NewApplication } from './applications.js';
import { actorOf, callerOf, requireHolder, type LineCallContext } from './line-context.js';
import { findOwnedApplication } from './ownership.js';
import { markQuotePackageUsed, takeUsableQuotePackage } from './quote-packages.js';

export const APPLICATION_QUOTE_TEXTS = {
  wrongChannel: 'This quote cannot be used here. Please get a new quote.',
} as const;

export type ApplicationChannel = 'retail' | 'employee';

export interface ApplicationQuote<Quote> {
  channel: ApplicationChannel;
  /** the caller's PENDING application being altered, or null for a new one */
  altering: ApplicationRow | null;
  /** the quote package taken (null when the altered application keeps its own) */
  quoteRow: QuotePackageRow | null;
  quote: Quote;
}

export async function takeApplicationQuote<Quote>(
  ctx: LineCallContext,
  line: string,
  input: { applicationId?: string | undefined; quote_package_id: string },
): Promise<ApplicationQuote<Quote>> {
  const caller = callerOf(ctx);
  const channel: ApplicationChannel = caller.channel;
  const altering = input.applicationId
    ? await findOwnedApplication(ctx.db, ctx.holder, input.applicationId, { line, lock: true })
    : null;
  const reusing = altering !== null && altering.quotePackageId === input.quote_package_id;
  const quoteRow = reusing
    ? null
    : await takeUsableQuotePackage(
        ctx.db,
        line,
        { pool: caller.pool, sub: caller.sub },
        input.quote_package_id,
        ctx.now,
      );
  if (quoteRow && quoteRow.channel !== channel)
    throw new AppError(422, 'APPLICATION_INVALID', APPLICATION_QUOTE_TEXTS.wrongChannel, {
      quote_package_id: APPLICATION_QUOTE_TEXTS.wrongChannel,
    });
  const quote = (quoteRow?.quote ?? altering?.quote) as unknown as Quote;
  return { channel, altering, quoteRow, quote };
}

/** Stores the PENDING application (new, or the altered one) and marks the quote package taken as used. */
export async function storeApplicationFromQuote(
  ctx: LineCallContext,
  line: string,
  taken: Pick<ApplicationQuote<unknown>, 'altering' | 'quoteRow'>,
  values: Omit<NewApplication, 'line' | 'policyHolderId' | 'channel'> & { channel: ApplicationChannel },
): Promise<ApplicationRow> {
  const holder = requireHolder(ctx);
  const stored = await storePendingApplication(
    ctx.db,
    taken.altering,
    values,
    { line, policyHolderId: holder.policyHolderId },
    { now: ctx.now, actor: actorOf(ctx) },
  );
  if (taken.quoteRow) await markQuotePackageUsed(ctx.db, taken.quoteRow.id, ctx.now);
  return stored;
}
