import type { DeviceQuoteInputDraft } from '@cover/domain/device';
import { debitOrderPayment } from '../../../../components/policies/bank-account-schema';
import { creditLifePayload } from './credit-life-rules';
import type { DevicePhoneChoice, DeviceRegistrationValues } from './registration-types';

type QuotedValues = DevicePhoneChoice &
  Pick<DeviceRegistrationValues, 'isOptedforCreditLife'> & {
    creditLife: Pick<DeviceRegistrationValues['creditLife'], 'outstandingBalance'>;
  };

/** The quote input (getDeviceQuote, getAQuote): the catalogue phone or the described one, and credit life. */
export function deviceQuoteInput(values: QuotedValues): DeviceQuoteInputDraft {
  const credit = values.isOptedforCreditLife
    ? { isOptedforCreditLife: true, outstandingBalance: values.creditLife.outstandingBalance ?? undefined }
    : { isOptedforCreditLife: false };
  if (!values.notListed && values.selectedDevice) return { selectedDevice: values.selectedDevice, ...credit };
  return {
    deviceBrand: values.deviceBrand.trim(),
    deviceModel: values.deviceModel.trim(),
    replacementCost: values.replacementCost ?? undefined,
    ...credit,
  };
}

/** The key of a quote input: a stored quote serves the draft while it priced the same input. */
export const deviceQuoteKey = (input: DeviceQuoteInputDraft) => JSON.stringify(input);

/** The registration form's answers as createApplication takes them (spec 002 §3 names). */
export function registrationAnswers(values: DeviceRegistrationValues) {
  const debitOrder = values.paymentMethod === 'debit_order';
  const { creditLife } = values;
  return {
    deviceIMEINumber: values.deviceIMEINumber.trim(),
    deviceColor: values.deviceColor.trim(),
    isOnContract: values.isOnContract === true,
    isOwner: values.isOwner,
    isPurchasedFromProvider: values.isPurchasedFromProvider === true,
    effectiveDate: values.effectiveDate,
    paymentMethod: debitOrder
      ? debitOrderPayment(values.bankAccount)
      : { type: 'deduct_from_salary' as const },
    ...(debitOrder ? { billingDay: values.bankAccount.debitOrderDate } : {}),
    billingAddress: {
      formattedAddress: values.billingAddress.formattedAddress.trim(),
      city: values.billingAddress.city.trim(),
      provience: values.billingAddress.provience,
      code: values.billingAddress.code.trim(),
    },
    isOptedforCreditLife: values.isOptedforCreditLife,
    ...(values.isOptedforCreditLife
      ? {
          creditLife: creditLifePayload(creditLife),
        }
      : {}),
  };
}

/** The key of the answers an application was made from (with the quote input they were priced by). */
export const registrationKey = (values: DeviceRegistrationValues) =>
  JSON.stringify([deviceQuoteInput(values), registrationAnswers(values)]);

/** The createApplication body: the answers, the quote package and, to change it, the pending application. */
export function registrationBody(
  values: DeviceRegistrationValues,
  quotePackageId: string,
  applicationId: string | null,
): Record<string, unknown> {
  return {
    ...(applicationId ? { applicationId } : {}),
    quote_package_id: quotePackageId,
    ...registrationAnswers(values),
  };
}

/** The step that asks for a field the server named (its path in the createApplication body). */
export function stepOfField(path: string): number {
  const field = path.split('.')[0] ?? path;
  if (['creditLife', 'isOptedforCreditLife', 'outstandingBalance'].includes(field)) return 2;
  if (['paymentMethod', 'billingDay', 'billingAddress'].includes(field)) return 3;
  if (['applicationId', 'quote_package_id'].includes(field)) return 3;
  return 1;
}
