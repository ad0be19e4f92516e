/**
 * The expressions rows are looked up by that are not plain columns (the back office's searches, a policy's
 * pre-inspection), written once: each table indexes the very expression its query compares (PostgreSQL uses
 * an expression index only for the same expression), so the lookup reads an index at any size of book
 * instead of every row (decision 0030, back-office addendum).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A vehicle registration number written any way: capitals, without spaces and hyphens (registrationKey). */
export const plateKeyOf = (text: SQL | AnyPgColumn): SQL =>
  sql`upper(regexp_replace(coalesce(${text}, ''), '[[:space:]-]', '', 'g'))`;

/** An insured vehicle's registration number, as plateKeyOf keys it (insured_items.data). */
export const insuredVehiclePlateKey = (data: AnyPgColumn): SQL =>
  plateKeyOf(sql`${data} ->> 'registrationNo'`);

/** The registration number a motor application names, as plateKeyOf keys it (applications.details). */
export const applicationPlateKey = (details: AnyPgColumn): SQL =>
  plateKeyOf(sql`${details} -> 'vehicle' ->> 'vehicle_reg_no'`);

/** The IMEI a device application names (applications.details). */
export const applicationImei = (details: AnyPgColumn): SQL => sql`(${details} ->> 'deviceIMEINumber')`;

/** The pre-inspection a motor policy was issued on (policies.line_data). */
export const policyPreInspectionId = (lineData: AnyPgColumn): SQL => sql`(${lineData} ->> 'preInspectionId')`;

/** A holder's full name in lower case: first name(s), one space, last name. */
export const fullNameKey = (firstName: AnyPgColumn, lastName: AnyPgColumn): SQL =>
  sql`lower(${firstName} || ' ' || ${lastName})`;
