/** Shared steps of the back-office journeys: a retail customer with a funeral policy, staff sign-in. */
import type { Page } from 'playwright-core';
import { FUNERAL_PATHS } from '@cover/domain/funeral';
import { field } from './accounts-helpers';
import { saIdFor, smallPdf } from './funeral-helpers';
import { apiAs, signUpRetail, type RetailPerson } from './retail-customer';

export function retailPerson(dateOfBirth: string, username: string, firstName: string): RetailPerson {
  return {
    idNumber: saIdFor(dateOfBirth, 5200 + username.length),
    username,
    firstName,
    lastName: 'Ndlovu',
    email: `${username}@example.com`,
    password: 'Cover!Pass2026',
  };
}

/** Signs the person up from the retail sign-in page. */
export async function signUp(page: Page, baseUrl: string, person: RetailPerson): Promise<void> {
  await page.goto('/retail/sign-in');
  await signUpRetail(page, baseUrl, person);
}

export interface Spouse {
  idNumber: string;
  firstName: string;
  dateOfBirth: string;
}

export const spouseBornOn = (dateOfBirth: string, firstName: string): Spouse => ({
  idNumber: saIdFor(dateOfBirth, 6101),
  firstName,
  dateOfBirth,
});

export interface FuneralApplicationReply {
  application: { applicationId: string; status: string };
  policy: { policyId: string; policyNumber: string } | null;
  [key: string]: unknown;
}

/**
 * Applies for retail funeral cover for the signed-in customer as the web app's wizard does (quote, then the
 * application with the beneficiary, debit order and declaration), through the same API calls.
 */
export async function applyForFuneralCover(
  page: Page,
  person: RetailPerson,
  cover: { coverType: 'Money cover' | 'Funeral expenses cover'; coverOption: 'A' | 'B' | 'C' | 'D' | 'E' },
  spouse?: Spouse,
): Promise<FuneralApplicationReply> {
  const api = apiAs(page);
  await api('POST', '/api/retail/createPolicyholder', {
    type: 'individual',
    id: { type: 'id', number: person.idNumber, country: 'ZA' },
    first_name: person.firstName,
    last_name: person.lastName,
    email: person.email,
    cellphone: '+27825550101',
  });
  const quote = await api('POST', FUNERAL_PATHS.retail.getAQuote.path, {
    ...cover,
    mainMember: { idNumber: person.idNumber, firstName: person.firstName, lastName: person.lastName },
    ...(spouse
      ? { spouse: { idNumber: spouse.idNumber, firstName: spouse.firstName, lastName: person.lastName } }
      : {}),
  });
  if (typeof quote.quotePackageId !== 'string') throw new Error(`quote failed: ${JSON.stringify(quote)}`);
  const reply = await api('POST', FUNERAL_PATHS.retail.createQuoteApplication.path, {
    quote_package_id: quote.quotePackageId,
    billingDay: 25,
    mainMember: {
      title: 'Ms',
      mobile: '082 555 0101',
      email: person.email,
      address: { formattedAddress: '12 Jacaranda Street', city: 'Pretoria', provience: 'GP', code: '0181' },
    },
    ...(spouse
      ? {
          spouse: {
            id_number: spouse.idNumber,
            first_name: spouse.firstName,
            last_name: person.lastName,
            date_of_birth: spouse.dateOfBirth,
          },
        }
      : {}),
    beneficiaries: [{ relation: 'child', firstName: 'Sipho', lastName: person.lastName, percentage: 100 }],
    paymentMethod: {
      type: 'debit_order',
      bankName: 'capitec',
      branchCode: '470010',
      accountHolderName: `${person.firstName} ${person.lastName}`,
      accountNumber: '1234567890',
      accountType: 'savings',
    },
    declaration: { acceptTandc: true, acceptPOPIAandTCF: true, consents: { debitOrder: true } },
  });
  if (!reply.application) throw new Error(`application failed: ${JSON.stringify(reply)}`);
  return reply as unknown as FuneralApplicationReply;
}

/** Signs a member of staff in at the operator sign-in page; back-office staff land on the console. */
export async function staffSignIn(page: Page, name: string, password: string): Promise<void> {
  await page.goto('/operator/sign-in');
  await field(page, 'Username').fill(name);
  await field(page, 'Password').fill(password);
  await page.getByRole('form', { name: 'Operator sign in' }).getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/operator\/backoffice$/);
  await page.getByRole('heading', { level: 1, name: 'Back office console' }).waitFor();
}

/** Signs out with the staff header's account menu (the back office's only sign-out). */
export async function staffSignOut(page: Page): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /account menu for/i })
    .click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL(/\/operator\/sign-in/);
}

/**
 * The four documents of a natural-death claim, with the police report an accidental death needs as well,
 * uploaded by the customer as the claim page does.
 */
export async function uploadDeathClaimDocuments(
  page: Page,
  claimId: string,
  cause: 'natural' | 'accidental' = 'natural',
): Promise<void> {
  const documents = {
    death_certificate: 'Death certificate',
    deceased_id: 'ID of the deceased',
    main_member_id: 'My ID',
    death_registration_form: 'DHA-1663 notice of death',
    ...(cause === 'accidental' ? { police_report: 'Police report' } : {}),
  };
  for (const [kind, name] of Object.entries(documents)) {
    const status = await page.evaluate(
      async ({ claimId, kind, name, pdf }) => {
        const key = Object.keys(localStorage).find((name) => name.endsWith('.accessToken'));
        const form = new FormData();
        form.append('claimId', claimId);
        form.append('kind', kind);
        const bytes = Uint8Array.from(atob(pdf), (char) => char.charCodeAt(0));
        form.append('file', new Blob([bytes], { type: 'application/pdf' }), `${name}.pdf`);
        const response = await fetch('/api/retail/funeral/policy/uploadDocuments', {
          method: 'POST',
          headers: { authorization: `Bearer ${key ? localStorage.getItem(key) : ''}` },
          body: form,
        });
        return response.status;
      },
      { claimId, kind, name, pdf: smallPdf(name).toString('base64') },
    );
    if (status !== 201) throw new Error(`the ${kind} upload answered ${status}`);
  }
}
