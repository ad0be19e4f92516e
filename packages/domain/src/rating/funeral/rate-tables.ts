/**
 * The registry of funeral rate tables, keyed by version. Tables are frozen at load so that nothing can
 * change a published table in memory; a quote names its version and can always be re-priced exactly.
 */
import { createRateTableRegistry, currentRateTable, type RateTableRegistry } from '../rate-table-registry.js';
import { FUNERAL_RATE_TABLE_V1 } from './rate-table-v1.js';
import type { FuneralRateTable } from './rate-table-types.js';

export type FuneralRateTableRegistry = RateTableRegistry<FuneralRateTable>;

/** Builds a registry from tables (frozen); throws on a repeated version. Tests use it for what-if tables. */
export function createFuneralRateTableRegistry(
  tables: readonly FuneralRateTable[],
): FuneralRateTableRegistry {
  return createRateTableRegistry('Funeral', tables);
}

/** Every published funeral rate table. Add new versions here; never edit a published one. */
export const FUNERAL_RATE_TABLES: FuneralRateTableRegistry = createFuneralRateTableRegistry([
  FUNERAL_RATE_TABLE_V1,
]);

export const FUNERAL_RATE_TABLE_VERSIONS: readonly string[] = Object.freeze([...FUNERAL_RATE_TABLES.keys()]);

/** The table of a version, or undefined when the registry does not hold it. */
export function getFuneralRateTable(
  version: string,
  registry: FuneralRateTableRegistry = FUNERAL_RATE_TABLES,
): FuneralRateTable | undefined {
  return registry.get(version);
}

/**
 * The table new quotes use on `today`: the one with the latest effectiveFrom on or before today, or the
 * earliest table when none is effective yet.
 */
export function currentFuneralRateTable(
  today: Date,
  registry: FuneralRateTableRegistry = FUNERAL_RATE_TABLES,
): FuneralRateTable {
  return currentRateTable('funeral', registry, today);
}
