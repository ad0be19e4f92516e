import { sql } from 'drizzle-orm';
import { date, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.js';
import { fullNameKey } from './lookup-keys.js';

/** Which kind of account owns a policy holder: a retail or employee pool user, or an operator who registered it. */
export type PolicyHolderOwnerPool = 'retail' | 'employee' | 'operator';

/** A postal or residential address (free-form until the product lines fix its fields). */
export type PolicyHolderAddress = Record<string, string>;

/**
 * Policy holders: one per person (unique ID number) and at most one per signed-in user (owner_pool +
 * owner_sub). Holders registered by an operator have owner_pool 'operator' and no owner_sub until the
 * person claims them. Date of birth and gender are derived from the ID number.
 */
export const policyHolders = pgTable(
  'policy_holders',
  {
    id: id(),
    ownerPool: text('owner_pool').$type<PolicyHolderOwnerPool>().notNull(),
    ownerSub: text('owner_sub'),
    type: text('type').$type<'individual'>().notNull(),
    idType: text('id_type').$type<'id'>().notNull(),
    idNumber: text('id_number').notNull().unique(),
    idCountry: text('id_country').$type<'ZA'>().notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    cellphone: text('cellphone'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    gender: text('gender').$type<'female' | 'male'>().notNull(),
    address: jsonb('address').$type<PolicyHolderAddress>(),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('policy_holders_owner_idx')
      .on(table.ownerPool, table.ownerSub)
      .where(sql`${table.ownerSub} is not null`),
    // the back office finds holders by mobile number and by full name (backoffice/search.ts)
    index('policy_holders_cellphone_idx').on(table.cellphone),
    index('policy_holders_full_name_idx').on(fullNameKey(table.firstName, table.lastName)),
  ],
);

export type PolicyHolderRow = typeof policyHolders.$inferSelect;
export type NewPolicyHolderRow = typeof policyHolders.$inferInsert;
