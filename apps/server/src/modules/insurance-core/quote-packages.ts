/** Quote packages: stored priced quotes that one owner may turn into one application within 7 days. */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { events, quotePackages, type QuotePackageRow } from '../../db/schema/index.js';
import { CORE_MESSAGES, conflict, isUuid, quoteNotFound, unprocessable } from './errors.js';
import { eventValues, notifyEventObservers } from './events.js';

export interface QuoteOwner {
  pool: string;
  sub: string;
}

export interface NewQuotePackage {
  line: string;
  packageName: string;
  channel: string;
  owner: QuoteOwner;
  input: Record<string, unknown>;
  quote: Record<string, unknown>;
  sumAssured: number;
  basePremium: number;
  suggestedPremium: number;
  billingFrequency: string;
  rateTableVersion: string;
  quotedOn: string;
  expiresAt: Date;
  now: Date;
}

const value = (name: keyof QuoteStatementValues) => sql.placeholder(name);

/** The statement's values (a type, not an interface: drizzle takes them as a record). */
type QuoteStatementValues = Omit<NewQuotePackage, 'owner'> & {
  id: string;
  ownerPool: string;
  ownerSub: string;
  eventData: Record<string, unknown>;
};

/** The package and its event in one statement (two inserts in one WITH), built and prepared once per database. */
function quoteStatement(db: Database) {
  const stored = db.$with('stored').as(
    db
      .insert(quotePackages)
      .values({
        id: value('id'),
        line: value('line'),
        packageName: value('packageName'),
        channel: value('channel'),
        ownerPool: value('ownerPool'),
        ownerSub: value('ownerSub'),
        input: value('input'),
        quote: value('quote'),
        sumAssured: value('sumAssured'),
        basePremium: value('basePremium'),
        suggestedPremium: value('suggestedPremium'),
        billingFrequency: value('billingFrequency'),
        rateTableVersion: value('rateTableVersion'),
        quotedOn: value('quotedOn'),
        expiresAt: value('expiresAt'),
        createdAt: value('now'),
        updatedAt: value('now'),
      })
      .returning(),
  );
  const logged = db.$with('logged').as(
    db
      .insert(events)
      .values({
        entityType: 'quote_package',
        entityId: value('id'),
        type: 'quote.created',
        data: value('eventData'),
        actor: value('ownerSub'),
        internal: false,
        createdAt: value('now'),
      })
      .returning(),
  );
  return db.with(stored, logged).select().from(stored).crossJoin(logged).prepare('insert_quote_package');
}

const statements = new WeakMap<Database, ReturnType<typeof quoteStatement>>();

/**
 * Stores the quote package and its `quote.created` event in one statement, so a quote needs no transaction
 * of its own to be stored whole; the event's observers are then told.
 */
export async function insertQuotePackage(db: Database, input: NewQuotePackage): Promise<QuotePackageRow> {
  let statement = statements.get(db);
  if (!statement) {
    statement = quoteStatement(db);
    statements.set(db, statement);
  }
  const event = eventValues({
    entityType: 'quote_package',
    entityId: '',
    type: 'quote.created',
    summary: `Quote for ${input.packageName}`,
    data: { premium: input.suggestedPremium, rateTableVersion: input.rateTableVersion },
    at: input.now,
  });
  const { owner, ...fields } = input;
  const values: QuoteStatementValues = {
    ...fields,
    id: randomUUID(),
    ownerPool: owner.pool,
    ownerSub: owner.sub,
    eventData: event.data,
  };
  const [row] = await statement.execute(values);
  if (!row) throw new Error('quote package was not stored');
  await notifyEventObservers(db, row.logged);
  return row.stored;
}

export const isQuoteExpired = (row: QuotePackageRow, now: Date) => row.expiresAt.getTime() <= now.getTime();

/**
 * The owner's quote package of `line`, locked, still usable: not expired (7 days) and not yet used.
 * 404 for someone else's, another line's or an unknown quote; 422 QUOTE_EXPIRED; 409 QUOTE_USED.
 */
export async function takeUsableQuotePackage(
  db: Database,
  line: string,
  owner: QuoteOwner,
  quotePackageId: string,
  now: Date,
): Promise<QuotePackageRow> {
  if (!isUuid(quotePackageId)) throw quoteNotFound();
  const [row] = await db
    .select()
    .from(quotePackages)
    .where(
      and(
        eq(quotePackages.id, quotePackageId),
        eq(quotePackages.line, line),
        eq(quotePackages.ownerPool, owner.pool),
        eq(quotePackages.ownerSub, owner.sub),
      ),
    )
    .for('update');
  if (!row) throw quoteNotFound();
  if (row.usedAt) throw conflict('QUOTE_USED', CORE_MESSAGES.quoteUsed);
  if (isQuoteExpired(row, now))
    throw unprocessable('QUOTE_EXPIRED', CORE_MESSAGES.quoteExpired, {
      quote_package_id: CORE_MESSAGES.quoteExpired,
    });
  return row;
}

export async function markQuotePackageUsed(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(quotePackages)
    .set({ usedAt: now, updatedAt: now })
    .where(and(eq(quotePackages.id, id), isNull(quotePackages.usedAt)));
}
