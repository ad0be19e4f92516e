/**
 * Test support for claims and documents: the whole app (blob store in a throwaway folder), signed-in retail
 * customers with their policy holders, and funeral policies issued through the funeral routes.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { saDay, saIdCheckDigit, type PolicyHolder } from '@cover/domain';
import {
  applicationReplySchema,
  FUNERAL_PATHS,
  quotePackageSchema,
  type Policy,
} from '@cover/domain/funeral';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { UserPrincipal } from '../../../platform/auth/principal.js';
import {
  createSignedInUser,
  startAccountsHarness,
  type AccountsHarness,
  type HarnessOptions,
} from '../../accounts/testing/harness.js';
import { employeeAttributes, retailAttributes, testSaId } from '../../accounts/testing/people.js';
import type { DemoEmployee } from '../../../seed/roster.js';
import { createPolicyHolder } from '../../policy-holders/service.js';

export interface Customer {
  principal: UserPrincipal;
  token: string;
  holder: PolicyHolder;
}

export interface ClaimsHarness {
  app: FastifyInstance;
  accounts: AccountsHarness;
  blobDir: string;
  /** Calls the API as the customer (or anonymously). */
  call(customer: Customer | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Every blob file in the store (data files, without their metadata). */
  blobFiles(): string[];
  close(): Promise<void>;
}

export async function startClaimsHarness(options: HarnessOptions = {}): Promise<ClaimsHarness> {
  const blobDir = mkdtempSync(join(tmpdir(), 'claims-blobs-'));
  const accounts = await startAccountsHarness({
    ...options,
    config: { ...options.config, BLOB_DIR: blobDir },
    seed: options.seed ?? false,
  });
  const { app } = accounts;
  return {
    app,
    accounts,
    blobDir,
    call: (customer, options) =>
      app.inject({
        ...options,
        headers: { ...options.headers, ...(customer ? { authorization: `Bearer ${customer.token}` } : {}) },
      }),
    blobFiles: () =>
      readdirSync(blobDir, { recursive: true, withFileTypes: true })
        .filter(
          (entry) =>
            entry.isFile() && !entry.name.endsWith('.meta.json') && !entry.parentPath.includes('.tmp'),
        )
        .map((entry) => entry.name),
    async close() {
      await app.close();
      rmSync(blobDir, { recursive: true, force: true });
    },
  };
}

/** A valid SA ID number for a spouse or relative: born on the date, sequence `n`. */
export function personSaId(dateOfBirth: string, n: number, female = true): string {
  const yymmdd = dateOfBirth.slice(2).replace(/-/g, '');
  const first12 = `${yymmdd}${String((female ? 1000 : 6000) + n).padStart(4, '0')}08`;
  return `${first12}${saIdCheckDigit(first12)}`;
}

/** Signs up and signs in the n-th retail customer and registers their policy holder. */
export async function createCustomer(harness: ClaimsHarness, n: number): Promise<Customer> {
  const idNumber = testSaId(n);
  const attributes = retailAttributes(n);
  const user = await createSignedInUser(harness.accounts, 'retail', idNumber, attributes);
  const principal: UserPrincipal = { audience: 'retail', sub: user.sub, username: idNumber, originJti: '' };
  const holder = await createPolicyHolder(
    harness.app.db,
    { audience: 'retail', sub: user.sub, idNumber },
    {
      type: 'individual',
      id: { type: 'id', number: idNumber, country: 'ZA' },
      first_name: attributes.given_name,
      last_name: attributes.family_name,
      email: attributes.email,
      cellphone: '+27821234567',
    },
  );
  return { principal, token: user.tokens.AccessToken, holder };
}

/** Signs up and signs in a rostered employee (start the harness with seed: true) and registers their holder. */
export async function createEmployeeCustomer(
  harness: ClaimsHarness,
  employee: DemoEmployee,
  username: string,
): Promise<Customer> {
  const user = await createSignedInUser(
    harness.accounts,
    'employee',
    employee.salaryReferenceNumber,
    employeeAttributes(employee, username),
  );
  const principal: UserPrincipal = {
    audience: 'employee',
    sub: user.sub,
    username: user.username,
    originJti: '',
  };
  const holder = await createPolicyHolder(
    harness.app.db,
    { audience: 'employee', sub: user.sub, idNumber: employee.idNumber },
    {
      type: 'individual',
      id: { type: 'id', number: employee.idNumber, country: 'ZA' },
      first_name: employee.firstName,
      last_name: employee.lastName,
      email: employee.email,
      cellphone: employee.cellphone,
    },
  );
  return { principal, token: user.tokens.AccessToken, holder };
}

export const SPOUSE = { firstName: 'Sipho', lastName: 'Khumalo', dateOfBirth: '1988-04-12' };

/**
 * Issues a retail funeral policy (option C, main member and spouse, debit order) for the customer through the
 * funeral routes (getAQuote, then createQuoteApplication with the declaration), which announce version 1.
 */
export async function issueFuneralPolicy(harness: ClaimsHarness, customer: Customer, n = 1): Promise<Policy> {
  const spouseId = personSaId(SPOUSE.dateOfBirth, n);
  const { holder } = customer;
  const quote = await harness.call(customer, {
    method: 'POST',
    url: FUNERAL_PATHS.retail.getAQuote.path,
    payload: {
      coverOption: 'C',
      mainMember: { idNumber: holder.id.number, firstName: holder.first_name, lastName: holder.last_name },
      spouse: { idNumber: spouseId, firstName: SPOUSE.firstName, lastName: SPOUSE.lastName },
    },
  });
  if (quote.statusCode !== 201) throw new Error(`quote failed: ${quote.body}`);
  const application = await harness.call(customer, {
    method: 'POST',
    url: FUNERAL_PATHS.retail.createQuoteApplication.path,
    payload: {
      quote_package_id: quotePackageSchema.parse(quote.json()).quotePackageId,
      billingDay: 25,
      spouse: {
        id_number: spouseId,
        first_name: SPOUSE.firstName,
        last_name: SPOUSE.lastName,
        date_of_birth: SPOUSE.dateOfBirth,
      },
      beneficiaries: [
        { relation: 'spouse', firstName: SPOUSE.firstName, lastName: SPOUSE.lastName, percentage: 100 },
      ],
      paymentMethod: {
        type: 'debit_order',
        bankName: 'capitec',
        branchCode: '470010',
        accountHolderName: 'Lerato Khumalo',
        accountNumber: '1234567890',
        accountType: 'savings',
      },
      declaration: { acceptTandc: true, acceptPOPIAandTCF: true, consents: { debitOrder: true } },
    },
  });
  if (application.statusCode !== 201) throw new Error(`application failed: ${application.body}`);
  const { policy } = applicationReplySchema.parse(application.json());
  if (!policy) throw new Error('no policy was issued');
  return policy;
}

export const spouseIdOf = (policy: Policy) => policy.module.spouse?.saId ?? '';

/**
 * A claim for the spouse of `policy` (natural death today, R10 000) made by the customer, with any fields
 * replaced. No one claims for their own death: a claim for the customer's (`saId` their own) is the spouse's.
 */
export function claimInput(policy: Policy, customer: Customer, overrides: Record<string, unknown> = {}) {
  const forOwnDeath = overrides.saId === customer.holder.id.number && !('claimant' in overrides);
  const input = {
    policyId: policy.policyId,
    firstName: SPOUSE.firstName,
    lastName: SPOUSE.lastName,
    saId: spouseIdOf(policy),
    amount: 1_000_000,
    funeralClaimBlock: { dateOfDeath: saDay(new Date()), causeOfDeath: 'natural' },
    claimant: {
      firstName: customer.holder.first_name,
      lastName: customer.holder.last_name,
      idNumber: customer.holder.id.number,
      relation: 'main_member',
      mobile: '082 123 4567',
    },
    bankDetails: {
      bankName: 'fnb',
      accountHolderName: 'Lerato Khumalo',
      accountNumber: '62000012345',
      accountType: 'cheque',
    },
    ...overrides,
  };
  if (!forOwnDeath) return input;
  return {
    ...input,
    claimant: {
      ...input.claimant,
      firstName: SPOUSE.firstName,
      lastName: SPOUSE.lastName,
      idNumber: spouseIdOf(policy),
      relation: 'spouse',
    },
  };
}

/** Submits a claim through the retail API; returns the reply body. */
export async function submitClaimViaApi(
  harness: ClaimsHarness,
  customer: Customer,
  body: Record<string, unknown>,
): Promise<{
  claimId: string;
  claimNumber: string;
  documentsOutstanding: string[];
  withinWaitingPeriod: boolean;
}> {
  const response = await harness.call(customer, {
    method: 'POST',
    url: '/api/retail/funeral/claims/submitClaim',
    payload: body,
  });
  if (response.statusCode !== 201)
    throw new Error(`submitClaim answered ${response.statusCode}: ${response.body}`);
  return response.json();
}
