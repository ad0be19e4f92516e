import { saDay, saIdCheckDigit } from '@cover/domain';
import { FUNERAL_PATHS } from '@cover/domain/funeral';
import type { FastifyInstance } from 'fastify';
import { createPolicyHolder } from '../../apps/server/src/modules/policy-holders/service';
import { signedInPoolUser } from '../../apps/server/src/modules/policy-holders/testing/pool-users';

/**
 * The rows the bulk load copies: funeral policies issued through the real routes (quote, application with
 * its declaration) and a claim submitted through the real claims route, so every copied JSON column and
 * status is one the code wrote itself.
 */
export interface Templates {
  /** one issued policy per shape: a family (option C), a single member (A), a couple (B) */
  policyIds: string[];
  /** a claim for the spouse of the family policy */
  claimId: string;
}

const saId = (first12: string) => `${first12}${saIdCheckDigit(first12)}`;

interface Shape {
  coverOption: 'A' | 'B' | 'C';
  spouse: boolean;
  children: number;
}

const SHAPES: Shape[] = [
  { coverOption: 'C', spouse: true, children: 1 },
  { coverOption: 'A', spouse: false, children: 0 },
  { coverOption: 'B', spouse: true, children: 0 },
];

const SPOUSE = { firstName: 'Sipho', lastName: 'Khumalo', dateOfBirth: '1988-04-12' };
const CHILD = { firstName: 'Lerato', lastName: 'Khumalo', dateOfBirth: '2015-04-10' };

async function call(app: FastifyInstance, token: string, url: string, payload: unknown) {
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}` },
    payload: payload as Record<string, unknown>,
  });
  if (response.statusCode !== 201)
    throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  return response.json<Record<string, unknown>>();
}

async function issue(app: FastifyInstance, shape: Shape, n: number) {
  // citizenship digit 1: the bulk holders' numbers (digit 0) can never be the same
  const idNumber = saId(`80010150${String(n).padStart(2, '0')}18`);
  const spouseId = saId(`88041200${String(n).padStart(2, '0')}18`);
  const email = `template.${n}@example.co.za`;
  const user = await signedInPoolUser(app, 'retail', idNumber, { email });
  await createPolicyHolder(
    app.db,
    { audience: 'retail', sub: user.sub, idNumber },
    {
      type: 'individual',
      id: { type: 'id', number: idNumber, country: 'ZA' },
      first_name: 'Thandi',
      last_name: 'Khumalo',
      email,
      cellphone: '+27821234567',
    },
  );
  const spouse = shape.spouse ? { ...SPOUSE, idNumber: spouseId } : undefined;
  const children = Array.from({ length: shape.children }, () => CHILD);
  const quote = await call(app, user.accessToken, FUNERAL_PATHS.retail.getAQuote.path, {
    coverOption: shape.coverOption,
    mainMember: { idNumber, firstName: 'Thandi', lastName: 'Khumalo' },
    ...(spouse
      ? { spouse: { idNumber: spouse.idNumber, firstName: spouse.firstName, lastName: spouse.lastName } }
      : {}),
    ...(children.length > 0
      ? { children: children.map((child) => ({ dateOfBirth: child.dateOfBirth })) }
      : {}),
  });
  const application = await call(app, user.accessToken, FUNERAL_PATHS.retail.createQuoteApplication.path, {
    quote_package_id: quote.quotePackageId,
    billingDay: 25,
    ...(spouse
      ? {
          spouse: {
            id_number: spouse.idNumber,
            first_name: spouse.firstName,
            last_name: spouse.lastName,
            date_of_birth: spouse.dateOfBirth,
          },
        }
      : {}),
    ...(children.length > 0
      ? {
          children: children.map((child) => ({
            first_name: child.firstName,
            last_name: child.lastName,
            date_of_birth: child.dateOfBirth,
          })),
        }
      : {}),
    beneficiaries: [
      spouse
        ? { relation: 'spouse', firstName: spouse.firstName, lastName: spouse.lastName, percentage: 100 }
        : { relation: 'child', firstName: CHILD.firstName, lastName: CHILD.lastName, percentage: 100 },
    ],
    paymentMethod: {
      type: 'debit_order',
      bankName: 'capitec',
      branchCode: '470010',
      accountHolderName: 'Thandi Khumalo',
      accountNumber: '1234567890',
      accountType: 'savings',
    },
    declaration: { acceptTandc: true, acceptPOPIAandTCF: true, consents: { debitOrder: true } },
  });
  const policy = application.policy as { policyId: string } | null;
  if (!policy) throw new Error(`no policy was issued: ${JSON.stringify(application)}`);
  return { policyId: policy.policyId, token: user.accessToken, idNumber, spouseId };
}

/** Issues the template policies and the template claim on `app` (a fresh database). */
export async function createTemplates(app: FastifyInstance): Promise<Templates> {
  const issued = [];
  for (const [index, shape] of SHAPES.entries()) issued.push(await issue(app, shape, index + 1));
  const family = issued[0];
  if (!family) throw new Error('no family template');
  const claim = await call(app, family.token, '/api/retail/funeral/claims/submitClaim', {
    policyId: family.policyId,
    firstName: SPOUSE.firstName,
    lastName: SPOUSE.lastName,
    saId: family.spouseId,
    amount: 1_000_000,
    funeralClaimBlock: { dateOfDeath: saDay(new Date()), causeOfDeath: 'natural' },
    claimant: {
      firstName: 'Thandi',
      lastName: 'Khumalo',
      idNumber: family.idNumber,
      relation: 'main_member',
      mobile: '082 123 4567',
    },
    bankDetails: {
      bankName: 'fnb',
      accountHolderName: 'Thandi Khumalo',
      accountNumber: '62000012345',
      accountType: 'cheque',
    },
  });
  return { policyIds: issued.map((entry) => entry.policyId), claimId: String(claim.claimId) };
}
