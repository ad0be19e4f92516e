/**
 * Test support for employee funeral claims: an employee's funeral policy (option C with their spouse, paid by
 * salary deduction) issued through the employee routes (quote, then createApplication with the declaration).
 */
import {
  applicationReplySchema,
  FUNERAL_PATHS,
  quotePackageSchema,
  type Policy,
} from '@cover/domain/funeral';
import { expect } from 'vitest';
import { personSaId, SPOUSE, type ClaimsHarness, type Customer } from './harness.js';

const employee = FUNERAL_PATHS.employee;

/** Issues the employee funeral policy of `worker` (a rostered employee, createEmployeeCustomer). */
export async function issueEmployeeFuneralPolicy(harness: ClaimsHarness, worker: Customer): Promise<Policy> {
  const spouseId = personSaId(SPOUSE.dateOfBirth, 7);
  const quote = await harness.call(worker, {
    method: 'POST',
    url: employee.getQuote.path,
    payload: {
      coverOption: 'C',
      mainMember: { idNumber: worker.holder.id.number },
      spouse: { idNumber: spouseId, firstName: SPOUSE.firstName, lastName: SPOUSE.lastName },
    },
  });
  expect(quote.statusCode, quote.body).toBe(201);
  const application = await harness.call(worker, {
    method: 'POST',
    url: employee.createApplication.path,
    payload: {
      quote_package_id: quotePackageSchema.parse(quote.json()).quotePackageId,
      spouse: {
        id_number: spouseId,
        first_name: SPOUSE.firstName,
        last_name: SPOUSE.lastName,
        date_of_birth: SPOUSE.dateOfBirth,
      },
      beneficiaries: [
        { relation: 'spouse', firstName: SPOUSE.firstName, lastName: SPOUSE.lastName, percentage: 100 },
      ],
      paymentMethod: { type: 'deduct_from_salary' },
      declaration: { acceptTandc: true, acceptPOPIAandTCF: true, consents: { salaryDeduction: true } },
    },
  });
  expect(application.statusCode, application.body).toBe(201);
  const issued = applicationReplySchema.parse(application.json()).policy;
  if (!issued) throw new Error('no employee policy issued');
  return issued;
}
