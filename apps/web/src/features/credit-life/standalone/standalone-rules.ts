import { z } from 'zod';
import type { CreditLifeApplication, EditCreditLifeApplicationInput } from '@cover/domain';
import { toDrafts } from '../../../components/beneficiaries/beneficiary-rules';
import { addIssues } from '../../../components/form-fields/zod-rules';
import { emptyBankAccount, type BankAccountDraft } from '../../../components/policies/bank-account-draft';
import { bankAccountSchema, debitOrderPayment } from '../../../components/policies/bank-account-schema';
import { emptyCreditLifeDraft, type CreditLifeDraft } from '../fields/credit-life-draft';
import { creditLifeErrors, creditLifePayload, type BalanceCheck } from '../fields/credit-life-rules';
import { salaryDeductionConsentField } from '../../../components/declaration/salary-deduction-consent';
import { consentsPayload, consentsSchema, NO_CONSENTS, type ConsentsDraft } from './consent-rules';

export type StandalonePaymentMethod = 'debit_order' | 'deduct_from_salary';

/** The four consents, and the salary deduction one (asked only when an employee's salary pays). */
export type StandaloneConsentsDraft = ConsentsDraft & { salaryDeduction: boolean };

/**
 * Standalone credit life as typed (createIndividualCreditLife): the line's financed item (`item`: a
 * phone's brand, model and IMEI; a vehicle's VIN, make, model, year and registration), the shared credit
 * life details, the payment and the consents.
 */
export interface StandaloneCreditLifeValues<Item> {
  item: Item;
  creditLife: CreditLifeDraft;
  paymentMethod: StandalonePaymentMethod;
  bankAccount: BankAccountDraft;
  consents: StandaloneConsentsDraft;
}

/** What the form is asked to do: keep it PENDING (no consents needed) or take out the cover now. */
export type StandaloneIntent = 'save' | 'issue';

/** What the form knows beside its values: a PENDING application's payment (null for a new one) and the intent. */
export interface StandaloneContext {
  editing: boolean;
  intent: StandaloneIntent;
  /** how a PENDING application is paid (its view says; a new one's is chosen in the form) */
  paymentType?: StandalonePaymentMethod | null | undefined;
}

/** Whether the premium is deducted from the salary: as chosen, or as the PENDING application holds. */
export const salaryDeducted = <Item>(
  values: Pick<StandaloneCreditLifeValues<Item>, 'paymentMethod'>,
  { editing, paymentType }: Pick<StandaloneContext, 'editing' | 'paymentType'>,
) => (editing ? paymentType === 'deduct_from_salary' : values.paymentMethod === 'deduct_from_salary');

/** The line's part of the standalone form's rules. */
export interface StandaloneItemRules<Item> {
  empty: () => Item;
  /** the item's field → message (paths inside the item); checked for a new application only */
  errors: (item: Item) => Record<string, string>;
  /** the item as createIndividualCreditLife takes it (beside the shared details) */
  body: (item: Item) => Record<string, unknown>;
  balanceError: BalanceCheck;
  /** the item's names in server field paths (e.g. 'deviceIMEINumber'), mapped to item.<name> */
  serverFields: readonly string[];
}

/** A new application's values: an employee's paid from their salary at first, a retail customer's by debit order. */
export function emptyStandaloneValues<Item>(
  rules: StandaloneItemRules<Item>,
  family: 'retail' | 'employee' = 'employee',
): StandaloneCreditLifeValues<Item> {
  return {
    item: rules.empty(),
    creditLife: emptyCreditLifeDraft(),
    paymentMethod: family === 'employee' ? 'deduct_from_salary' : 'debit_order',
    bankAccount: emptyBankAccount(),
    consents: { ...NO_CONSENTS, salaryDeduction: false },
  };
}

/** A PENDING application's details as the form's values (the financed item and payment are kept). */
export function valuesOfApplication<Item>(
  rules: StandaloneItemRules<Item>,
  application: CreditLifeApplication,
): StandaloneCreditLifeValues<Item> {
  const { module } = application;
  return {
    ...emptyStandaloneValues(rules),
    creditLife: {
      outstandingBalance: module.outstandingBalance,
      responsible: 'other',
      personResponsibleForFinancing: { ...module.personResponsibleForFinancing },
      beneficiariesDetails: toDrafts(module.beneficiariesDetails),
      issuedPercentage: module.issuedPercentage,
      addAnotherBeneficiary: true,
    },
  };
}

/** Field path → message: the item, credit life's details, the payment and the consents. */
export function standaloneErrors<Item>(
  rules: StandaloneItemRules<Item>,
  values: StandaloneCreditLifeValues<Item>,
  context: StandaloneContext,
): Record<string, string> {
  const { editing, intent } = context;
  const errors: Record<string, string> = { ...creditLifeErrors(values.creditLife, rules.balanceError) };
  if (!editing) {
    for (const [path, message] of Object.entries(rules.errors(values.item))) errors[`item.${path}`] = message;
    if (values.paymentMethod === 'debit_order') {
      const account = bankAccountSchema.safeParse(values.bankAccount);
      if (!account.success)
        for (const issue of account.error.issues)
          errors[['bankAccount', ...issue.path].join('.')] ??= issue.message;
    }
  }
  if (intent === 'issue') {
    // a PENDING application's payment is not in its view: the server asks for the debit order consent
    const consents = consentsSchema(!editing && values.paymentMethod === 'debit_order').safeParse(
      values.consents,
    );
    if (!consents.success)
      for (const issue of consents.error.issues)
        errors[['consents', ...issue.path].join('.')] ??= issue.message;
    const deduction = salaryDeductionConsentField(salaryDeducted(values, context)).safeParse(
      values.consents.salaryDeduction === true,
    );
    if (!deduction.success) errors['consents.salaryDeduction'] ??= deduction.error.issues[0]?.message ?? '';
  }
  return errors;
}

/** The form's schema: the values' shape, checked through standaloneErrors (every problem at once). */
export const standaloneSchema = <Item>(rules: StandaloneItemRules<Item>, context: () => StandaloneContext) =>
  z
    .object({
      item: z.custom<Item>(),
      creditLife: z.custom<CreditLifeDraft>(),
      paymentMethod: z.enum(['debit_order', 'deduct_from_salary']),
      bankAccount: z.custom<BankAccountDraft>(),
      consents: z.custom<StandaloneConsentsDraft>(),
    })
    .superRefine((values, ctx) =>
      addIssues(ctx, standaloneErrors(rules, values as StandaloneCreditLifeValues<Item>, context())),
    );

/** createIndividualCreditLife's body; with the consents the cover is issued at once. */
export function individualCreditLifeBody<Item>(
  rules: StandaloneItemRules<Item>,
  values: StandaloneCreditLifeValues<Item>,
  intent: StandaloneIntent,
): Record<string, unknown> {
  const debitOrder = values.paymentMethod === 'debit_order';
  return {
    ...rules.body(values.item),
    ...creditLifePayload(values.creditLife),
    outstandingBalance: values.creditLife.outstandingBalance ?? 0,
    paymentMethod: debitOrder ? debitOrderPayment(values.bankAccount) : { type: 'deduct_from_salary' },
    ...(debitOrder && values.bankAccount.debitOrderDate
      ? { billingDay: values.bankAccount.debitOrderDate }
      : {}),
    ...(intent === 'issue'
      ? { consents: standaloneConsentsPayload(values.consents, debitOrder, !debitOrder) }
      : {}),
  };
}

/** The consents as sent: the debit order one only for a debit order, the salary deduction one only for it. */
function standaloneConsentsPayload(
  { salaryDeduction, ...consents }: StandaloneConsentsDraft,
  debitOrder: boolean,
  deducted: boolean,
) {
  return { ...consentsPayload(consents, debitOrder), ...(deducted ? { salaryDeduction } : {}) };
}

/**
 * editCreditLifeApplication's body: the details of the PENDING application, and the consents to issue it
 * (the salary deduction one when `paymentType` says the salary pays).
 */
export function editCreditLifeBody<Item>(
  applicationId: string,
  values: StandaloneCreditLifeValues<Item>,
  intent: StandaloneIntent,
  paymentType?: StandalonePaymentMethod | null,
): EditCreditLifeApplicationInput {
  const { addAnotherBeneficiary: _wizardOnly, ...details } = creditLifePayload(values.creditLife);
  return {
    applicationId,
    ...details,
    outstandingBalance: details.outstandingBalance ?? undefined,
    ...(intent === 'issue'
      ? {
          consents: standaloneConsentsPayload(values.consents, true, paymentType === 'deduct_from_salary'),
        }
      : {}),
  } as EditCreditLifeApplicationInput;
}

const CREDIT_LIFE_FIELDS = new Set([
  'outstandingBalance',
  'personResponsibleForFinancing',
  'beneficiariesDetails',
  'issuedPercentage',
]);

/** The server's name of a field → the form's. */
export function standaloneFieldOf(serverFields: readonly string[], serverPath: string): string {
  const [head = '', ...rest] = serverPath.split('.');
  if (CREDIT_LIFE_FIELDS.has(head)) return `creditLife.${serverPath}`;
  if (serverFields.includes(head)) return `item.${serverPath}`;
  if (head === 'billingDay') return 'bankAccount.debitOrderDate';
  if (head === 'paymentMethod') return rest.length > 0 ? `bankAccount.${rest.join('.')}` : 'paymentMethod';
  return serverPath;
}
