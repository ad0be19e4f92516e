// Records for component tests: what the API returns for any product line (the line's own module apart).
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { Beneficiary, CancellationTerms, PaymentDetails } from '@cover/domain';
import type { AlterationPackage, Policy, PolicyEvent } from '@cover/domain/funeral';

export const POLICY_ID = '3f0c1d2e-4b5a-4c6d-8e7f-901a2b3c4d5e';

let serial = 0;
const nextId = () => `00000000-0000-4000-8000-${String((serial += 1)).padStart(12, '0')}`;

/** A policy's own fields (status, premium, billing and dates) without the line's module. */
export function policyRecord(overrides: Partial<Omit<Policy, 'module'>> = {}): Omit<Policy, 'module'> {
  return {
    policyId: POLICY_ID,
    policyNumber: 'POL-0001',
    policyHolderId: nextId(),
    applicationId: nextId(),
    packageName: 'Test cover',
    sumAssured: 1_000_000,
    basePremium: 10_000,
    monthlyPremium: 12_000,
    billingAmount: 12_000,
    billingFrequency: 'MONTHLY',
    billingDay: 25,
    nextBillingDate: '2025-03-25',
    startDate: '2025-01-01',
    status: 'ACTIVE',
    statusDisplayValue: 'Active',
    balance: 0,
    currency: 'ZAR',
    paymentMethodId: null,
    rateTableVersion: '1',
    version: 1,
    coolingOffEndsOn: '2099-02-01',
    naturalDeathWaitingEndsOn: '2099-01-01',
    graceEndsOn: null,
    cancelledAt: null,
    cancellationReason: null,
    lapsedAt: null,
    createdAt: '2025-01-01T00:00:00Z',
    updatedAt: '2025-01-01T00:00:00Z',
    recentlyUpdated: false,
    ...overrides,
  };
}

/** What cancelling would mean: inside cooling-off, R150 refunded, no claims (as a detail view states it). */
export function cancellationTerms(overrides: Partial<CancellationTerms> = {}): CancellationTerms {
  return {
    withinCoolingOff: true,
    coolingOffEndsOn: '2026-04-02',
    refundAmount: 15_000,
    claimMade: false,
    openClaims: [],
    ...overrides,
  };
}

export function beneficiary(
  firstName: string,
  percentage: number,
  relation: Beneficiary['relation'] = 'child',
): Beneficiary {
  return {
    beneficiaryId: nextId(),
    relation,
    firstName,
    lastName: 'Mokoena',
    idNumber: null,
    email: null,
    mobile: null,
    alternateMobile: null,
    percentage,
  };
}

export function debitOrder(overrides: Partial<PaymentDetails> = {}): PaymentDetails {
  return {
    paymentMethodId: nextId(),
    type: 'debit_order',
    bankName: 'Capitec',
    branchCode: '470010',
    accountHolderName: 'Lerato Mokoena',
    accountNumber: '******7890',
    accountType: 'savings',
    debitOrderDate: 25,
    salaryReferenceNumber: null,
    updatedAt: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}

export const policyEvent = (summary: string, createdAt: string): PolicyEvent => ({
  eventId: nextId(),
  type: 'changed',
  summary,
  data: {},
  createdAt,
});

export function alterationPackage(overrides: Partial<AlterationPackage> = {}): AlterationPackage {
  return {
    alterationPackageId: nextId(),
    policyId: POLICY_ID,
    type: 'change_plan',
    status: 'pending',
    summary: 'Your cover goes up to option C',
    currentPremium: 12_000,
    newPremium: 15_000,
    premiumDifference: 3_000,
    currentSumAssured: 1_000_000,
    newSumAssured: 1_500_000,
    breakdown: [],
    createdAt: '2025-01-01T00:00:00Z',
    expiresAt: '2025-01-08T00:00:00Z',
    appliedAt: null,
    ...overrides,
  };
}

/** The reply of a change call: the package, the policy once applied, and the server's message. */
export const alterationReply = (message: string, overrides: Partial<AlterationPackage> = {}) => ({
  alterationPackage: alterationPackage(overrides),
  policy: null,
  message,
});

/** Waits until the app announces `message` (the notification live regions: status, or alert for errors). */
export const announced = (
  message: string,
  region: 'notification-status' | 'notification-alert' = 'notification-status',
) => waitFor(() => expect(screen.getByTestId(region)).toHaveTextContent(message));

/** Fills the fields of `scope` by their labels: types into a text field (replacing what it held), picks the option of a select. */
export async function fillIn(user: UserEvent, scope: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = within(scope).getByLabelText(new RegExp(`^${label}`));
    if (field instanceof HTMLSelectElement) await user.selectOptions(field, value);
    else {
      await user.clear(field);
      await user.type(field, value);
    }
  }
}

/** In a payment change kept on the account on file by default, chooses to enter a different account. */
export const chooseDifferentAccount = (user: UserEvent, section: HTMLElement) =>
  user.click(within(section).getByLabelText('Use a different bank account'));

/** In a payment change to a debit order, ticks the debit order authorisation. */
export const authoriseDebitOrder = (user: UserEvent, section: HTMLElement) =>
  user.click(within(section).getByRole('checkbox', { name: /^I authorise the insurer to collect/ }));

/** A relative as typed into a member editor (with a stray space), and as the change calls take them. */
export const RELATIVE_TYPED = {
  'First name': ' Themba',
  'Last name': 'Dube',
  Relationship: 'uncle',
  'Date of birth': '1960-01-01',
};
export const relativeSent = (coverageOption: string) => ({
  firstName: 'Themba',
  lastName: 'Dube',
  relationship: 'uncle',
  dateOfBirth: '1960-01-01',
  coverageOption,
});

/** A bank account as typed into the bank account fields, and the debit order sent for it (day 25). */
export const ACCOUNT_TYPED = {
  Bank: 'Capitec',
  'Account holder name': 'Lerato Mokoena',
  'Account number': '1234 567 890',
  'Account type': 'savings',
};
export const DEBIT_ORDER_SENT = {
  type: 'debit_order',
  bankName: 'Capitec',
  branchCode: '470010',
  accountHolderName: 'Lerato Mokoena',
  accountNumber: '1234567890',
  accountType: 'savings',
  debitOrderDate: 25,
};

/** A wizard's banking step answered: a debit order and the billing address (the device and motor drafts). */
export const BANKING_READY = {
  bankAccount: {
    bankName: 'FNB',
    branchCode: '250655',
    accountHolderName: 'Thabo Mokoena',
    accountNumber: '62812345678',
    accountType: 'cheque',
    debitOrderDate: 15,
  },
  billingAddress: { formattedAddress: '12 Long Street', city: 'Cape Town', provience: 'WC', code: '8001' },
};
