import { boolean, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
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
    active: boolean('active').notNull().default(true),
  },
  (table) => [unique('devices_brand_model_storage_unique').on(table.brand, table.model, table.storageGb)],
);

export type DeviceRow = typeof devices.$inferSelect;
export type NewDeviceRow = typeof devices.$inferInsert;
