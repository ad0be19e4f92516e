import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { day, id, instant, timestamps, type Json } from './columns.js';
import { policies } from './insurance.js';
import { insuredVehiclePlateKey } from './lookup-keys.js';

/** A policy's parts: the lives it covers, the things it insures, and who its benefits are paid to. */
export const policyMembers = pgTable(
  'policy_members',
  {
    id: id(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id),
    role: text('role').$type<'main' | 'spouse' | 'child' | 'extended'>().notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    idNumber: text('id_number'),
    dateOfBirth: day('date_of_birth').notNull(),
    relation: text('relation'),
    coverageOption: text('coverage_option').notNull(),
    isStudying: boolean('is_studying').notNull().default(false),
    isDisabled: boolean('is_disabled').notNull().default(false),
    coverAmount: integer('cover_amount').notNull(),
    accidentalCoverAmount: integer('accidental_cover_amount').notNull(),
    premium: integer('premium').notNull(),
    age: integer('age').notNull(),
    position: integer('position').notNull(),
    addedOn: day('added_on').notNull(),
    removedAt: instant('removed_at'),
    ...timestamps(),
  },
  (table) => [index('policy_members_policy_idx').on(table.policyId)],
);

/**
 * What a policy insures besides people: a device, a vehicle. `kind` is the line's own word for it and
 * `data` its facts, parsed by the line's schema (IMEI, make and model; VIN, registration, value).
 */
export const insuredItems = pgTable(
  'insured_items',
  {
    id: id(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id),
    kind: text('kind').notNull(),
    /** how people name it, e.g. 'Samsung Galaxy A15 (IMEI …4821)' */
    description: text('description').notNull(),
    data: jsonb('data').$type<Json>().notNull(),
    /** what it is insured for, in cents */
    insuredValue: integer('insured_value').notNull(),
    addedOn: day('added_on').notNull(),
    removedAt: instant('removed_at'),
    ...timestamps(),
  },
  (table) => [
    index('insured_items_policy_idx').on(table.policyId),
    /** a phone is found by its IMEI (one active policy per phone) */
    index('insured_items_imei_idx')
      .on(sql`(${table.data} ->> 'imei')`)
      .where(sql`${table.kind} = 'phone'`),
    /** a vehicle is found by its registration number, written any way (the back office's search) */
    index('insured_items_plate_idx')
      .on(insuredVehiclePlateKey(table.data))
      .where(sql`${table.kind} = 'vehicle'`),
  ],
);

export const beneficiaries = pgTable(
  'beneficiaries',
  {
    id: id(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id),
    relation: text('relation').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    idNumber: text('id_number'),
    email: text('email'),
    mobile: text('mobile'),
    alternateMobile: text('alternate_mobile'),
    percentage: integer('percentage').notNull(),
    position: integer('position').notNull(),
    ...timestamps(),
  },
  (table) => [index('beneficiaries_policy_idx').on(table.policyId)],
);

export type PolicyMemberRow = typeof policyMembers.$inferSelect;
export type NewPolicyMemberRow = typeof policyMembers.$inferInsert;
export type InsuredItemRow = typeof insuredItems.$inferSelect;
export type NewInsuredItemRow = typeof insuredItems.$inferInsert;
export type BeneficiaryRow = typeof beneficiaries.$inferSelect;
