import { boolean, date, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { id } from './columns.js';

/** The insurable device catalogue: replacement cost drives device cover premiums. */
export const devices = pgTable(
  'devices',
  {
    id: id(),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    colours: text('colours').array().notNull().default([]),
    storageGb: integer('storage_gb').notNull(),
    replacementCostCents: integer('replacement_cost_cents').notNull(),
    releaseYear: integer('release_year').notNull(),
    /** the catalogue price list the replacement cost comes from, and the day it was priced */
    priceVersion: text('price_version').notNull().default('catalogue-2026-01'),
    pricedOn: date('priced_on', { mode: 'string' }).notNull().default('2026-01-01'),
    active: boolean('active').notNull().default(true),
  },
  (table) => [unique('devices_brand_model_storage_unique').on(table.brand, table.model, table.storageGb)],
);

export type DeviceRow = typeof devices.$inferSelect;
export type NewDeviceRow = typeof devices.$inferInsert;
