/**
 * Test support for the funeral API: an app with the pool, policy holders and the funeral module on a
 * movable clock; quote and application payloads. The shared fixtures are insurance-core/testing.
 */
import { type CreateApplicationInputDraft, type FuneralQuoteInputDraft } from '@cover/domain/funeral';
import type { FastifyInstance } from 'fastify';
import { createFuneralModule } from '../index.js';
import type { AppModule } from '../../index.js';
import {
  beneficiaries,
  buildLineApp,
  debitOrder,
  type TestClock,
} from '../../insurance-core/testing/line-fixtures.js';

export {
  beneficiaries,
  callAs,
  debitOrder,
  saId,
  START,
  TestClock,
  userWithHolder,
  type CallOptions,
  type TestUser,
} from '../../insurance-core/testing/line-fixtures.js';

export const buildFuneralApp = (
  clock: TestClock,
  extraModules: readonly AppModule[] = [],
  deps: Parameters<typeof buildLineApp>[1] = {},
): Promise<FastifyInstance> => buildLineApp([createFuneralModule({ now: clock.now }), ...extraModules], deps);

/** A family quote: option C money cover, the main member by ID number, a spouse and one child. */
export function familyQuote(
  mainIdNumber: string,
  extra: Partial<FuneralQuoteInputDraft> = {},
): FuneralQuoteInputDraft {
  return {
    coverOption: 'C',
    mainMember: { idNumber: mainIdNumber },
    spouse: { dateOfBirth: '1987-06-01' },
    children: [{ dateOfBirth: '2015-04-10' }],
    ...extra,
  };
}

/** The application payload matching familyQuote(). */
export function familyApplication(
  quotePackageId: string,
  extra: Partial<CreateApplicationInputDraft> = {},
): CreateApplicationInputDraft {
  return {
    quote_package_id: quotePackageId,
    billingDay: 15,
    spouse: { first_name: 'Sipho', last_name: 'Nkosi', date_of_birth: '1987-06-01' },
    children: [{ first_name: 'Lerato', last_name: 'Nkosi', date_of_birth: '2015-04-10' }],
    beneficiaries,
    paymentMethod: debitOrder(),
    // the salary deduction consent is asked only when an employee's salary pays, the debit order one only
    // when a retail customer's debit order pays
    declaration: {
      acceptTandc: true,
      acceptPOPIAandTCF: true,
      consents: { salaryDeduction: true, debitOrder: true },
    },
    ...extra,
  };
}
