import { z } from 'zod';
import {
  COMMUNICATION_TYPES,
  emailField,
  normaliseSaMobile,
  personNameField,
  saMobileField,
  type ProfileAttributeName,
  type UserProfile,
} from '@cover/domain';

export const profileFormSchema = z.object({
  givenName: personNameField,
  familyName: personNameField,
  email: emailField,
  phoneNumber: saMobileField,
  communicationType: z.enum(['email', 'sms'], { message: 'Please choose email or SMS' }),
});
export type ProfileForm = z.input<typeof profileFormSchema>;
export type ProfileValues = z.output<typeof profileFormSchema>;

export const COMMUNICATION_OPTIONS = COMMUNICATION_TYPES;

export function profileFormDefaults(profile: UserProfile): ProfileForm {
  return {
    givenName: profile.givenName ?? '',
    familyName: profile.familyName ?? '',
    email: profile.email ?? '',
    phoneNumber: profile.phoneNumber ?? '',
    communicationType: profile.communicationType === 'sms' ? 'sms' : 'email',
  };
}

const FORM_TO_ATTRIBUTE: Record<keyof ProfileValues, ProfileAttributeName> = {
  givenName: 'given_name',
  familyName: 'family_name',
  email: 'email',
  phoneNumber: 'phone_number',
  communicationType: 'custom:communicationType',
};

function same(field: keyof ProfileValues, a: string, b: string | null): boolean {
  if (field === 'email') return a.trim().toLowerCase() === (b ?? '').trim().toLowerCase();
  if (field === 'phoneNumber') return normaliseSaMobile(a) === normaliseSaMobile(b ?? '');
  return a === (b ?? '');
}

/**
 * The Name/Value pairs of what changed (the profile update payload). A value equal to the one pending
 * verification is not sent again.
 */
export function changedAttributes(
  values: ProfileValues,
  profile: UserProfile,
): { Name: ProfileAttributeName; Value: string }[] {
  const current: Record<keyof ProfileValues, string | null> = {
    givenName: profile.givenName,
    familyName: profile.familyName,
    email: profile.email,
    phoneNumber: profile.phoneNumber,
    communicationType: profile.communicationType ?? 'email',
  };
  const pending: Partial<Record<keyof ProfileValues, string | null>> = {
    email: profile.pendingEmail,
    phoneNumber: profile.pendingPhoneNumber,
  };
  return (Object.keys(FORM_TO_ATTRIBUTE) as (keyof ProfileValues)[])
    .filter((field) => !same(field, values[field], current[field]))
    .filter((field) => !(pending[field] && same(field, values[field], pending[field] ?? null)))
    .map((field) => ({ Name: FORM_TO_ATTRIBUTE[field], Value: values[field] }));
}
