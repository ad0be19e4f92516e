import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  CURRENT_PASSWORD_REQUIRED,
  codeLimitMessage,
  formatSaMobile,
  UNABLE_TO,
  type UpdateProfileAttributesReply,
  type UserProfile,
  type VerifiableAttribute,
} from '@cover/domain';
import { useAppDispatch } from '../../../app/hooks';
import { PasswordField } from '../../../components/form-fields/password-field';
import { useNotify } from '../../../components/notifications';
import { readApiError } from '../../../lib/api-error';
import { refreshSessionUser, type Audience } from '../../../lib/identity';
import { apiFailureOr } from '../api/api-failure';
import { useUpdateProfileAttributesMutation } from '../api/accounts-api';
import { bindField } from '../forms/field-props';
import {
  changedAttributes,
  contactsChange,
  profileFormDefaults,
  profileFormSchema,
  type ProfileForm as ProfileFormInput,
  type ProfileValues,
} from '../forms/profile-form';
import { useOperationStatus, useSessionOperation } from '../hooks/use-session-operation';
import { codeDestination } from './code-destination';
import { FormAlert } from './form-alert';

const CONTACT_LABELS: Record<VerifiableAttribute, string> = {
  email: 'email address',
  phone_number: 'mobile number',
};

/**
 * A save that applied only part of the change: the names were saved, the new email / mobile were not
 * because no code could be sent to verify them. Null when everything asked for was applied.
 */
export function partlySavedMessage(reply: UpdateProfileAttributesReply): string | null {
  const notSaved = reply.notSaved ?? [];
  if (notSaved.length === 0) return null;
  const saved = reply.updated.length > 0 ? 'Your name is saved. ' : '';
  const many = notSaved.length > 1;
  const what = notSaved.map((attribute) => CONTACT_LABELS[attribute]).join(' and ');
  return `${saved}Your new ${what} ${many ? 'are' : 'is'} not: we could not send a code to verify ${many ? 'them' : 'it'}. ${codeLimitMessage(reply.codeWait ?? null)}`;
}

/** The server's refusals of the current password (wrong, or locked for a while after wrong ones). */
const PASSWORD_REFUSALS = ['WRONG_OLD_PASSWORD', 'PASSWORD_ATTEMPTS_EXCEEDED'];

export interface ProfileFormProps {
  audience: Audience;
  profile: UserProfile;
}

/** Names, email, mobile and communication type; a new email or mobile waits for its code. */
export function ProfileForm({ audience, profile }: ProfileFormProps) {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const run = useSessionOperation(audience);
  const status = useOperationStatus(audience, 'profileUpdate');
  const [update] = useUpdateProfileAttributesMutation();
  const [partly, setPartly] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileFormInput, unknown, ProfileValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: profileFormDefaults(profile),
  });

  useEffect(() => {
    reset(profileFormDefaults(profile));
  }, [profile, reset]);

  const askPassword = contactsChange(watch(), profile);

  const onSubmit = handleSubmit(async (values) => {
    const attributes = changedAttributes(values, profile);
    if (attributes.length === 0) {
      notify.info('Nothing to update: your details are as saved');
      return;
    }
    const needsPassword = contactsChange(values, profile);
    if (needsPassword && values.currentPassword === '') {
      setError('currentPassword', { message: CURRENT_PASSWORD_REQUIRED }, { shouldFocus: true });
      return;
    }
    setPartly(null);
    const body = needsPassword ? { attributes, currentPassword: values.currentPassword } : attributes;
    const outcome = await run('profileUpdate', () => update({ audience, body }).unwrap(), {
      failure: apiFailureOr(UNABLE_TO.UPDATE_PROFILE),
    });
    if (!outcome.ok) {
      const problem = readApiError(outcome.error);
      if (PASSWORD_REFUSALS.includes(problem.code) || problem.fields.currentPassword)
        setError('currentPassword', { message: problem.message }, { shouldFocus: true });
      return;
    }
    const partial = partlySavedMessage(outcome.value);
    if (partial) {
      setPartly(partial);
      notify.info(partial);
      await dispatch(refreshSessionUser(audience));
      return;
    }
    const pending = outcome.value.pendingVerification;
    notify.success(
      pending.length > 0
        ? `Profile saved. Enter the code we sent to ${pending.map((entry) => codeDestination(entry.destination)).join(' and ')}.`
        : 'Your profile has been updated',
    );
    await dispatch(refreshSessionUser(audience));
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Your details">
      <FormAlert message={status.failed ? status.alertMessage : null} />
      <FormAlert severity="warning" message={partly} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <TextField
          {...bindField(register, errors, 'givenName')}
          id="profile-given-name"
          label="First name"
          required
          autoComplete="given-name"
        />
        <TextField
          {...bindField(register, errors, 'familyName')}
          id="profile-family-name"
          label="Last name"
          required
          autoComplete="family-name"
        />
        <TextField
          {...bindField(
            register,
            errors,
            'email',
            profile.pendingEmail ? `New address ${profile.pendingEmail} is pending verification` : ' ',
          )}
          id="profile-email"
          label="Email address"
          type="email"
          required
          autoComplete="email"
        />
        <TextField
          {...bindField(
            register,
            errors,
            'phoneNumber',
            profile.pendingPhoneNumber
              ? `New number ${formatSaMobile(profile.pendingPhoneNumber)} is pending verification`
              : ' ',
          )}
          id="profile-mobile"
          label="Mobile number"
          type="tel"
          required
          autoComplete="tel"
          slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 20 } }}
        />
      </Box>
      {askPassword && (
        <Box sx={{ mt: 2, maxWidth: { md: '50%' } }}>
          <PasswordField
            {...bindField(
              register,
              errors,
              'currentPassword',
              'Your email address and mobile number are how you get back into your account, so we ask for your password to change them',
            )}
            id="profile-current-password"
            label="Current password"
            required
            autoComplete="current-password"
          />
        </Box>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disabled={isSubmitting || status.loading}>
          {isSubmitting || status.loading ? 'Saving…' : 'Save changes'}
        </Button>
        <Button variant="text" disabled={!isDirty} onClick={() => reset(profileFormDefaults(profile))}>
          Undo changes
        </Button>
      </Stack>
    </Box>
  );
}
