import { z } from 'zod';
import {
  emailField,
  formatSaMobile,
  normaliseSaMobile,
  personNameField,
  saMobileField,
  type ProfileAttributeName,
  type UserProfile,
} from '@cover/domain';

/**
 * The details a customer edits on their profile. How messages reach them is chosen under "Messages from us"
 * (the channels the notifier uses); the communicationType given at registration is only where an employee's
 * choice starts, so it is not asked again here.
 */
export const profileFormSchema = z.object({
  givenName: personNameField,
  familyName: personNameField,
  email: emailField,
  phoneNumber: saMobileField,
  /** asked for only when the email or mobile number changes (see contactsChange) */
  currentPassword: z.string().max(256).default(''),
});
export type ProfileForm = z.input<typeof profileFormSchema>;
export type ProfileValues = z.output<typeof profileFormSchema>;

export function profileFormDefaults(profile: UserProfile): ProfileForm {
  return {
    givenName: profile.givenName ?? '',
    familyName: profile.familyName ?? '',
    email: profile.email ?? '',
    phoneNumber: profile.phoneNumber ? formatSaMobile(profile.phoneNumber) : '',
    currentPassword: '',
  };
}

/** The profile fields the customer edits (the password only confirms a change). */
type DetailField = Exclude<keyof ProfileValues, 'currentPassword'>;

const FORM_TO_ATTRIBUTE: Record<DetailField, ProfileAttributeName> = {
  givenName: 'given_name',
  familyName: 'family_name',
  email: 'email',
  phoneNumber: 'phone_number',
};

function same(field: DetailField, a: string, b: string | null): boolean {
  if (field === 'email') return a.trim().toLowerCase() === (b ?? '').trim().toLowerCase();
  if (field === 'phoneNumber') return normaliseSaMobile(a) === normaliseSaMobile(b ?? '');
  return a === (b ?? '');
}

/**
 * The Name/Value pairs of what changed (the profile update payload). A value equal to the one pending
 * verification is not sent again.
 */
export function changedAttributes(
  values: Pick<ProfileValues, DetailField>,
  profile: UserProfile,
): { Name: ProfileAttributeName; Value: string }[] {
  const current: Record<DetailField, string | null> = {
    givenName: profile.givenName,
    familyName: profile.familyName,
    email: profile.email,
    phoneNumber: profile.phoneNumber,
  };
  const pending: Partial<Record<DetailField, string | null>> = {
    email: profile.pendingEmail,
    phoneNumber: profile.pendingPhoneNumber,
  };
  return (Object.keys(FORM_TO_ATTRIBUTE) as DetailField[])
    .filter((field) => !same(field, values[field], current[field]))
    .filter((field) => !(pending[field] && same(field, values[field], pending[field] ?? null)))
    .map((field) => ({ Name: FORM_TO_ATTRIBUTE[field], Value: values[field] }));
}

/**
 * Whether the values change the email address or mobile number from what is saved: both are how a locked-out
 * customer gets back in, so the server asks for the current password with them (QA walk 10 no. 6).
 */
export function contactsChange(values: Pick<ProfileForm, DetailField>, profile: UserProfile): boolean {
  return changedAttributes(values, profile).some(
    (pair) => pair.Name === 'email' || pair.Name === 'phone_number',
  );
}
