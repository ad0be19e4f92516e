import { z } from 'zod';
import { isValidImei } from '@cover/domain';
import {
  DEVICE_MESSAGES,
  deviceBrandField,
  deviceModelField,
  type DeviceIndividualCreditLifeDraft,
} from '@cover/domain/device';
import type { CreditLifeApplication, EditCreditLifeApplicationInput } from '@cover/domain';
import { toDrafts } from '../../../../components/beneficiaries/beneficiary-rules';
import { addIssues } from '../../../../components/form-fields/zod-rules';
import { emptyBankAccount, type BankAccountDraft } from '../../../../components/policies/bank-account-draft';
import { bankAccountSchema, debitOrderPayment } from '../../../../components/policies/bank-account-schema';
import { consentsPayload, consentsSchema, NO_CONSENTS } from '../wizard/consent-rules';
import { creditLifeErrors, creditLifePayload } from '../wizard/credit-life-rules';
import {
  initialDeviceValues,
  type DeviceConsentsDraft,
  type DeviceCreditLifeDraft,
  type DevicePaymentMethod,
} from '../wizard/registration-types';

/** Standalone credit life on a financed phone, as typed (spec 002 §7 createIndividualCreditLife). */
export interface StandaloneCreditLifeValues {
  deviceBrand: string;
  deviceModel: string;
  deviceIMEINumber: string;
  creditLife: DeviceCreditLifeDraft;
  paymentMethod: DevicePaymentMethod;
  bankAccount: BankAccountDraft;
  consents: DeviceConsentsDraft;
}

/** What the form is asked to do: keep it PENDING (no consents needed) or take out the cover now. */
export type StandaloneIntent = 'save' | 'issue';

export const emptyStandaloneValues = (): StandaloneCreditLifeValues => ({
  deviceBrand: '',
  deviceModel: '',
  deviceIMEINumber: '',
  creditLife: { ...initialDeviceValues().creditLife },
  paymentMethod: 'deduct_from_salary',
  bankAccount: emptyBankAccount(),
  consents: { ...NO_CONSENTS },
});

/** A PENDING application's details as the form's values (the phone and payment are not changed). */
export function valuesOfApplication(application: CreditLifeApplication): StandaloneCreditLifeValues {
  const { module } = application;
  return {
    ...emptyStandaloneValues(),
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

const first = (rule: z.ZodType, value: unknown) => {
  const parsed = rule.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
};

/** Field path → message: the phone (IMEI by isValidImei), credit life's details, the payment and consents. */
export function standaloneErrors(
  values: StandaloneCreditLifeValues,
  { editing, intent }: { editing: boolean; intent: StandaloneIntent },
): Record<string, string> {
  const errors: Record<string, string> = { ...creditLifeErrors(values.creditLife) };
  const put = (path: string, message: string | null) => {
    if (message) errors[path] = message;
  };
  if (!editing) {
    put('deviceBrand', first(deviceBrandField, values.deviceBrand));
    put('deviceModel', first(deviceModelField, values.deviceModel));
    if (!isValidImei(values.deviceIMEINumber)) put('deviceIMEINumber', DEVICE_MESSAGES.imei);
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
export const standaloneSchema = (context: () => { editing: boolean; intent: StandaloneIntent }) =>
  z
    .object({
      deviceBrand: z.string(),
      deviceModel: z.string(),
      deviceIMEINumber: z.string(),
      creditLife: z.custom<DeviceCreditLifeDraft>(),
      paymentMethod: z.enum(['debit_order', 'deduct_from_salary']),
      bankAccount: z.custom<BankAccountDraft>(),
      consents: z.custom<DeviceConsentsDraft>(),
    })
    .superRefine((values, ctx) =>
      addIssues(ctx, standaloneErrors(values, context())),
    ) satisfies z.ZodType<StandaloneCreditLifeValues>;

/** createIndividualCreditLife's body; with the consents the cover is issued at once. */
export function individualCreditLifeBody(
  values: StandaloneCreditLifeValues,
  intent: StandaloneIntent,
): DeviceIndividualCreditLifeDraft {
  const debitOrder = values.paymentMethod === 'debit_order';
  return {
    deviceBrand: values.deviceBrand.trim(),
    deviceModel: values.deviceModel.trim(),
    deviceIMEINumber: values.deviceIMEINumber.trim(),
    ...creditLifePayload(values.creditLife),
    outstandingBalance: values.creditLife.outstandingBalance ?? 0,
    paymentMethod: debitOrder ? debitOrderPayment(values.bankAccount) : { type: 'deduct_from_salary' },
    ...(debitOrder && values.bankAccount.debitOrderDate
      ? { billingDay: values.bankAccount.debitOrderDate }
      : {}),
    ...(intent === 'issue' ? { consents: consentsPayload(values.consents, debitOrder) } : {}),
  } as DeviceIndividualCreditLifeDraft;
}

/** editCreditLifeApplication's body: the details of the PENDING application, and the consents to issue it. */
export function editCreditLifeBody(
  applicationId: string,
  values: StandaloneCreditLifeValues,
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

/** The server's name of a field → the form's. */
export function standaloneFieldOf(serverPath: string): string {
  const [head = '', ...rest] = serverPath.split('.');
  if (
    head === 'outstandingBalance' ||
    head === 'personResponsibleForFinancing' ||
    head === 'beneficiariesDetails' ||
    head === 'issuedPercentage'
  )
    return head === 'beneficiariesDetails' ? 'creditLife.beneficiariesDetails' : `creditLife.${serverPath}`;
  if (head === 'billingDay') return 'bankAccount.debitOrderDate';
  if (head === 'paymentMethod') return rest.length > 0 ? `bankAccount.${rest.join('.')}` : 'paymentMethod';
  return serverPath;
}
