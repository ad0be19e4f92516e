import { integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { id } from './columns.js';

export const VEHICLE_TYPES = ['car', 'motorcycle'] as const;

/** Vehicle values by make, model and year: the sum insured for motor cover. */
export const vehicleValuations = pgTable(
  'vehicle_valuations',
  {
    id: id(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    year: integer('year').notNull(),
    vehicleType: text('vehicle_type', { enum: VEHICLE_TYPES }).notNull(),
    newPriceCents: integer('new_price_cents').notNull(),
    retailPriceCents: integer('retail_price_cents').notNull(),
  },
  (table) => [unique('vehicle_valuations_make_model_year_unique').on(table.make, table.model, table.year)],
);

export type VehicleValuationRow = typeof vehicleValuations.$inferSelect;
export type NewVehicleValuationRow = typeof vehicleValuations.$inferInsert;
