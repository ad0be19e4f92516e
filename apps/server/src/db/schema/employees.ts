import { pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.js';

/** The employer's roster: who may register as an employee and which scheme they fall under. */
export const employees = pgTable('employees', {
  id: id(),
  salaryReferenceNumber: text('salary_reference_number').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  idNumber: text('id_number').notNull().unique(),
  email: text('email').notNull(),
  cellphone: text('cellphone').notNull(),
  employeeType: text('employee_type').notNull(),
  salaryLevel: text('salary_level').notNull(),
  ...timestamps(),
});

export type EmployeeRow = typeof employees.$inferSelect;
export type NewEmployeeRow = typeof employees.$inferInsert;
