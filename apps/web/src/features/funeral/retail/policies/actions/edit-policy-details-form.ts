import { z } from 'zod';
import {
  emailField,
  mainMemberDetailsSchema,
  optionalSaMobileField,
  postalCodeField,
  titleField,
} from '@cover/domain';
import { billingDayField } from '@cover/domain/funeral';
import { blankOr } from '../../../../../components/form-fields/zod-rules';

const address = mainMemberDetailsSchema.shape.address.unwrap().shape;

/** The edit-details form: a blank field stays as it is on the policy; what is filled in is checked as the server does. */
export const policyDetailsFormSchema = z.object({
  title: blankOr(titleField),
  billingDay: z.number().pipe(billingDayField),
  mobile: blankOr(optionalSaMobileField),
  alternateMobile: blankOr(optionalSaMobileField),
  email: blankOr(emailField),
  formattedAddress: blankOr(address.formattedAddress),
  city: blankOr(address.city),
  provience: blankOr(address.provience),
  code: blankOr(postalCodeField),
});

export type PolicyDetailsForm = z.input<typeof policyDetailsFormSchema>;
export type PolicyDetailsValues = z.output<typeof policyDetailsFormSchema>;
export const POLICY_DETAILS_FIELDS = Object.keys(
  policyDetailsFormSchema.shape,
) as (keyof PolicyDetailsForm)[];

export const blankPolicyDetails = (billingDay: number): PolicyDetailsForm => ({
  title: '',
  billingDay,
  mobile: '',
  alternateMobile: '',
  email: '',
  formattedAddress: '',
  city: '',
  provience: '',
  code: '',
});

const kept = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** The editPolicyDetails change: only what was filled in, and the billing day when it changed. */
export function policyDetailsChange(values: PolicyDetailsValues, currentBillingDay: number) {
  const address = {
    formattedAddress: kept(values.formattedAddress),
    city: kept(values.city),
    provience: kept(values.provience),
    code: kept(values.code),
  };
  const hasAddress = Object.values(address).some(Boolean);
  const mainMember = {
    title: kept(values.title),
    mobile: kept(values.mobile),
    alternateMobile: kept(values.alternateMobile),
    email: kept(values.email),
    ...(hasAddress ? { address } : {}),
  };
  const hasMember = Object.values(mainMember).some(Boolean);
  return {
    ...(values.billingDay !== currentBillingDay ? { billingDay: values.billingDay } : {}),
    ...(hasMember ? { mainMember } : {}),
  };
}
