/**
 * The device catalogue: active phones searched by brand and model (every word of the search must match
 * the brand or the model), and one phone by id for pricing (from memory for the public estimate).
 */
import {
  DEVICE_MESSAGES,
  type DeviceCatalogueEntry,
  type DeviceCatalogueQuery,
  type DeviceCatalogueReply,
  type QuotedDevice,
} from '@cover/domain/device';
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { devices, type DeviceRow } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { cachePerDatabase, REFERENCE_TTL_MS } from '../../platform/reference-cache.js';

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export const toCatalogueEntry = (row: DeviceRow): DeviceCatalogueEntry => ({
  deviceId: row.id,
  brand: row.brand,
  model: row.model,
  storageGb: row.storageGb,
  colours: row.colours,
  replacementCost: row.replacementCostCents,
  releaseYear: row.releaseYear,
  priceVersion: row.priceVersion,
  pricedOn: row.pricedOn,
});

async function queryCatalogue(db: Database, query: DeviceCatalogueQuery): Promise<DeviceCatalogueReply> {
  const words = (query.q ?? '')
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .slice(0, 6);
  const conditions: SQL[] = [eq(devices.active, true)];
  for (const word of words) {
    const matched = or(ilike(devices.brand, likePattern(word)), ilike(devices.model, likePattern(word)));
    if (matched) conditions.push(matched);
  }
  if (query.brand) conditions.push(sql`lower(${devices.brand}) = lower(${query.brand})`);
  const [rows, brands] = await Promise.all([
    db
      .select()
      .from(devices)
      .where(and(...conditions))
      .orderBy(asc(devices.brand), asc(devices.model), asc(devices.storageGb))
      .limit(query.limit),
    db
      .selectDistinct({ brand: devices.brand })
      .from(devices)
      .where(eq(devices.active, true))
      .orderBy(asc(devices.brand)),
  ]);
  return { data: rows.map(toCatalogueEntry), brands: brands.map((row) => row.brand) };
}

const catalogueCache = cachePerDatabase<DeviceCatalogueReply>(REFERENCE_TTL_MS, 500);

/** Active phones matching the search (from memory when the same search ran within the last minute). */
export const searchCatalogue = (db: Database, query: DeviceCatalogueQuery): Promise<DeviceCatalogueReply> =>
  catalogueCache(db).get(JSON.stringify(query), () => queryCatalogue(db, query));

const deviceUnknown = () =>
  new AppError(422, 'DEVICE_UNKNOWN', DEVICE_MESSAGES.deviceUnknown, {
    selectedDevice: DEVICE_MESSAGES.deviceUnknown,
  });

export interface CataloguePrice {
  device: QuotedDevice;
  replacementCostCents: number;
}

/** One active phone by id: prepared once per database, as every signed-in device quote reads it. */
const activeDevice = preparedPerDatabase((db) =>
  db
    .select()
    .from(devices)
    .where(and(eq(devices.id, sql.placeholder('deviceId')), eq(devices.active, true)))
    .prepare('active_device'),
);

/** The active catalogue phone with this id, as quoted, read from the table; 422 when there is none. */
export async function catalogueDevice(db: Database, deviceId: string): Promise<CataloguePrice> {
  const [row] = await activeDevice(db).execute({ deviceId });
  if (!row) throw deviceUnknown();
  return {
    device: {
      deviceId: row.id,
      brand: row.brand,
      model: row.model,
      storageGb: row.storageGb,
      colours: row.colours,
      listed: true,
      priceVersion: row.priceVersion,
      pricedOn: row.pricedOn,
    },
    replacementCostCents: row.replacementCostCents,
  };
}

const priceCache = cachePerDatabase<CataloguePrice>(REFERENCE_TTL_MS, 500);

/**
 * The same phone from memory when it was priced within the last minute, for the public estimate (stored
 * nothing, like the catalogue search it follows). An unknown phone is not kept: it is asked again.
 */
export const cachedCatalogueDevice = (db: Database, deviceId: string): Promise<CataloguePrice> =>
  priceCache(db).get(deviceId, () => catalogueDevice(db, deviceId));
