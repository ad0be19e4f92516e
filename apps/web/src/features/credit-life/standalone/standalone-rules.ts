import { z } from 'zod';
import type { CreditLifeApplication, EditCreditLifeApplicationInput } from '@cover/domain';
import { toDrafts } from '../../../components/beneficiaries/beneficiary-rules';
import { addIssues } from '../../../components/form-fields/zod-rules';
import { emptyBankAccount, type BankAccountDraft } from '../../../components/policies/bank-account-draft';
import { bankAccountSchema, debitOrderPayment } from '../../../components/policies/bank-account-schema';
import { emptyCreditLifeDraft, type CreditLifeDraft } from '../fields/credit-life-draft';
import { creditLifeErrors, creditLifePayload, type BalanceCheck } from '../fields/credit-life-rules';
import { consentsPayload, consentsSchema, NO_CONSENTS, type ConsentsDraft } from './consent-rules';

export type StandalonePaymentMethod = 'debit_order' | 'deduct_from_salary';

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
  consents: ConsentsDraft;
}

/** What the form is asked to do: keep it PENDING (no consents needed) or take out the cover now. */
export type StandaloneIntent = 'save' | 'issue';

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

export function emptyStandaloneValues<Item>(
  rules: StandaloneItemRules<Item>,
): StandaloneCreditLifeValues<Item> {
  return {
    item: rules.empty(),
    creditLife: emptyCreditLifeDraft(),
    paymentMethod: 'deduct_from_salary',
    bankAccount: emptyBankAccount(),
    consents: { ...NO_CONSENTS },
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
  { editing, intent }: { editing: boolean; intent: StandaloneIntent },
): Record<string, string> {
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
  }
  return errors;
}

/** The form's schema: the values' shape, checked through standaloneErrors (every problem at once). */
export const standaloneSchema = <Item>(
  rules: StandaloneItemRules<Item>,
  context: () => { editing: boolean; intent: StandaloneIntent },
) =>
  z
    .object({
      item: z.custom<Item>(),
      creditLife: z.custom<CreditLifeDraft>(),
      paymentMethod: z.enum(['debit_order', 'deduct_from_salary']),
      bankAccount: z.custom<BankAccountDraft>(),
      consents: z.custom<ConsentsDraft>(),
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
    ...(intent === 'issue' ? { consents: consentsPayload(values.consents, debitOrder) } : {}),
  };
}

/** editCreditLifeApplication's body: the details of the PENDING application, and the consents to issue it. */
export function editCreditLifeBody<Item>(
  applicationId: string,
  values: StandaloneCreditLifeValues<Item>,
  intent: StandaloneIntent,
): EditCreditLifeApplicationInput {
  const { addAnotherBeneficiary: _wizardOnly, ...details } = creditLifePayload(values.creditLife);
  return {
    applicationId,
    ...details,
    outstandingBalance: details.outstandingBalance ?? undefined,
    ...(intent === 'issue' ? { consents: consentsPayload(values.consents, true) } : {}),
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
