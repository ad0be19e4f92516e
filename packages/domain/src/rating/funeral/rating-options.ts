/** Options shared by the funeral rating functions, the choice of rate table, and error helpers. */
import type { z } from 'zod';
import type { FuneralRatingError } from '../../contracts/funeral-quote.js';
import { currentFuneralRateTable, FUNERAL_RATE_TABLES } from './rate-tables.js';
import type { FuneralRateTableRegistry } from './rate-tables.js';
import type { FuneralRateTable } from './rate-table-types.js';

export interface FuneralRatingOptions {
  /** the quote date: ages are whole years on this day, and it picks the current table */
  today: Date;
  /** price on this table version (a stored quote's version); default: the table current on `today` */
  rateTableVersion?: string;
  /** the tables to choose from; default: every published table */
  rateTables?: FuneralRateTableRegistry;
}

/** The table to price on, or undefined after pushing an error for an unknown version. */
export function chooseRateTable(
  options: FuneralRatingOptions,
  errors: FuneralRatingError[],
): FuneralRateTable | undefined {
  const registry = options.rateTables ?? FUNERAL_RATE_TABLES;
  if (options.rateTableVersion === undefined) return currentFuneralRateTable(options.today, registry);
  const table = registry.get(options.rateTableVersion);
  if (!table) {
    errors.push({
      path: 'rateTableVersion',
      message: `Unknown funeral rate table version "${options.rateTableVersion}"`,
    });
  }
  return table;
}

/** zod issues as rating errors with dotted paths. */
export function zodIssuesToErrors(error: z.ZodError): FuneralRatingError[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}
