/**
 * The vehicle valuation guide (getSearchWorkRetailPrice): matches by make, model, year and type (any case;
 * make and model match from their start), with the lists the wizard's choices need — every make, the models
 * of the chosen make and the years of the chosen model — and one valuation by id for pricing.
 */
import {
  vehiclePriceOrZero,
  type ValuationSearchQuery,
  type ValuationSearchReply,
  type VehicleValuation,
} from '@cover/domain/motor';
import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { vehicleValuations, type VehicleValuationRow } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { cachePerDatabase, REFERENCE_TTL_MS } from '../../platform/reference-cache.js';

/** The year the seeded guide values vehicles at (its used prices are of that year). */
export const VALUED_ON = '2026-01-01';

const startsWith = (text: string) => `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export const toValuation = (row: VehicleValuationRow): VehicleValuation => ({
  valuationId: row.id,
  VehicleInformation: { make: row.make, model: row.model, year: row.year, vehicleType: row.vehicleType },
  ValueInformation: {
    NewPrice: vehiclePriceOrZero(row.newPriceCents),
    RetailPrice: vehiclePriceOrZero(row.retailPriceCents),
  },
});

async function queryValuations(db: Database, query: ValuationSearchQuery): Promise<ValuationSearchReply> {
  const filters: SQL[] = [];
  if (query.make) filters.push(ilike(vehicleValuations.make, startsWith(query.make)));
  if (query.model) filters.push(ilike(vehicleValuations.model, startsWith(query.model)));
  if (query.year !== undefined) filters.push(eq(vehicleValuations.year, query.year));
  if (query.vehicleType) filters.push(eq(vehicleValuations.vehicleType, query.vehicleType));
  const typeFilter = query.vehicleType ? eq(vehicleValuations.vehicleType, query.vehicleType) : undefined;
  const makeFilter = query.make ? sql`lower(${vehicleValuations.make}) = lower(${query.make})` : undefined;
  const modelFilter = query.model
    ? sql`lower(${vehicleValuations.model}) = lower(${query.model})`
    : undefined;
  const [rows, makes, models, years] = await Promise.all([
    db
      .select()
      .from(vehicleValuations)
      .where(and(...filters))
      .orderBy(asc(vehicleValuations.make), asc(vehicleValuations.model), desc(vehicleValuations.year))
      .limit(query.limit),
    db
      .selectDistinct({ make: vehicleValuations.make })
      .from(vehicleValuations)
      .where(typeFilter)
      .orderBy(asc(vehicleValuations.make)),
    makeFilter
      ? db
          .selectDistinct({ model: vehicleValuations.model })
          .from(vehicleValuations)
          .where(and(makeFilter, typeFilter))
          .orderBy(asc(vehicleValuations.model))
      : Promise.resolve([]),
    makeFilter && modelFilter
      ? db
          .selectDistinct({ year: vehicleValuations.year })
          .from(vehicleValuations)
          .where(and(makeFilter, modelFilter))
          .orderBy(desc(vehicleValuations.year))
      : Promise.resolve([]),
  ]);
  return {
    data: rows.map(toValuation),
    makes: makes.map((row) => row.make),
    models: models.map((row) => row.model),
    years: years.map((row) => row.year),
    valuedOn: VALUED_ON,
  };
}

const valuationCache = cachePerDatabase<ValuationSearchReply>(REFERENCE_TTL_MS, 500);

/** The guide's matches and choice lists (from memory when the same search ran within the last minute). */
export const searchValuations = (db: Database, query: ValuationSearchQuery): Promise<ValuationSearchReply> =>
  valuationCache(db).get(JSON.stringify(query), () => queryValuations(db, query));

export const VALUATION_NOT_FOUND = 'This vehicle is not in the valuation guide. Please choose it again.';

export async function findValuation(db: Database, valuationId: string): Promise<VehicleValuationRow> {
  const [row] = await db
    .select()
    .from(vehicleValuations)
    .where(eq(vehicleValuations.id, valuationId))
    .limit(1);
  if (!row)
    throw new AppError(422, 'VALUATION_NOT_FOUND', VALUATION_NOT_FOUND, { valuationId: VALUATION_NOT_FOUND });
  return row;
}
