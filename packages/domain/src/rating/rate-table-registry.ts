/**
 * Versioned rate tables of any line (funeral, device, credit life): frozen at load so nothing can change a
 * published table in memory; a quote names its version and can always be re-priced exactly. New quotes use
 * the table with the latest effectiveFrom on or before today (a South African day).
 */
import { formatIsoDate, toCalendarDate } from '../validators/calendar.js';

export interface VersionedRateTable {
  /** e.g. 'funeral-2026-01' */
  version: string;
  /** 'YYYY-MM-DD': the first day new quotes use it */
  effectiveFrom: string;
}

export type RateTableRegistry<T extends VersionedRateTable> = ReadonlyMap<string, T>;

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** A registry of `tables` (frozen); throws on a repeated version. `name` says whose tables they are. */
export function createRateTableRegistry<T extends VersionedRateTable>(
  name: string,
  tables: readonly T[],
): RateTableRegistry<T> {
  const registry = new Map<string, T>();
  for (const table of tables) {
    if (registry.has(table.version)) throw new Error(`${name} rate table ${table.version} is defined twice`);
    registry.set(table.version, deepFreeze(table));
  }
  return registry;
}

/** The table new quotes use on `today`: the latest effective one, or the earliest when none is yet. */
export function currentRateTable<T extends VersionedRateTable>(
  name: string,
  registry: RateTableRegistry<T>,
  today: Date,
): T {
  const day = formatIsoDate(toCalendarDate(today));
  let current: T | undefined;
  let earliest: T | undefined;
  for (const table of registry.values()) {
    if (!earliest || table.effectiveFrom < earliest.effectiveFrom) earliest = table;
    if (table.effectiveFrom <= day && (!current || table.effectiveFrom > current.effectiveFrom))
      current = table;
  }
  const chosen = current ?? earliest;
  if (!chosen) throw new Error(`No ${name} rate table is registered`);
  return chosen;
}
