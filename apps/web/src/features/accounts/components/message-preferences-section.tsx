import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  MARKETING_CONSENT_TEXT,
  NOTIFICATION_PREFERENCE_MESSAGES,
  SERVICE_CHANNELS,
  updateNotificationPreferencesSchema,
  type NotificationPreferences,
  type UpdateNotificationPreferences,
} from '@cover/domain';
import { ErrorState, LoadingState } from '../../../components/async-state/async-state';
import { useNotify } from '../../../components/notifications/use-notify';
import { readApiError } from '../../../lib/api-error';
import type { Audience } from '../../../lib/identity';
import {
  useGetMessagePreferencesQuery,
  useSaveMessagePreferencesMutation,
} from '../api/message-preferences-api';
import { FormAlert } from './form-alert';
import { whereMessagesGo } from './messages-destination';

export const NO_HOLDER_YET =
  'Once you have applied for cover, you can choose here how we send you messages about it.';

const valuesOf = (preferences: NotificationPreferences): UpdateNotificationPreferences => ({
  serviceChannels: preferences.serviceChannels,
  marketingOptIn: preferences.marketingOptIn,
});

function PreferencesForm({
  audience,
  preferences,
}: {
  audience: Audience;
  preferences: NotificationPreferences;
}) {
  const notify = useNotify();
  const [save, { isLoading }] = useSaveMessagePreferencesMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<UpdateNotificationPreferences>({
    resolver: zodResolver(updateNotificationPreferencesSchema),
    defaultValues: valuesOf(preferences),
  });
  const { control, handleSubmit, reset, setError, formState } = form;
  useEffect(() => reset(valuesOf(preferences)), [preferences, reset]);

  const onSubmit = handleSubmit(async (body) => {
    setProblem(null);
    try {
      await save({ audience, body }).unwrap();
      notify.success(NOTIFICATION_PREFERENCE_MESSAGES.saved);
    } catch (error) {
      const readable = readApiError(error);
      const fieldMessage = readable.fields.serviceChannels;
      if (fieldMessage) setError('serviceChannels', { message: fieldMessage });
      setProblem(readable.message);
      notify.error(readable.message);
    }
  });

  const channelError = formState.errors.serviceChannels?.message;
  return (
    <Stack
      component="form"
      aria-label="Messages from us"
      spacing={2}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <FormAlert message={problem} />
      <Typography color="text.secondary">{whereMessagesGo(preferences)}</Typography>
      <Controller
        name="serviceChannels"
        control={control}
        render={({ field }) => (
          <FormControl error={!!channelError}>
            <FormLabel id={`${audience}-service-channels`}>Send me messages about my cover by</FormLabel>
            <RadioGroup
              {...field}
              aria-labelledby={`${audience}-service-channels`}
              aria-describedby={channelError ? `${audience}-service-channels-error` : undefined}
            >
              {SERVICE_CHANNELS.map((option) => (
                <FormControlLabel
                  key={option.value}
                  value={option.value}
                  control={<Radio />}
                  label={option.label}
                />
              ))}
            </RadioGroup>
            {channelError ? (
              <FormHelperText id={`${audience}-service-channels-error`}>{channelError}</FormHelperText>
            ) : null}
          </FormControl>
        )}
      />
      {!preferences.cellphone ? (
        <Alert severity="info">{NOTIFICATION_PREFERENCE_MESSAGES.noCellphone}</Alert>
      ) : null}
      <Controller
        name="marketingOptIn"
        control={control}
        render={({ field }) => (
          <FormControlLabel
            control={
              <Checkbox
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                name={field.name}
              />
            }
            label={MARKETING_CONSENT_TEXT}
          />
        )}
      />
      <Button
        type="submit"
        variant="contained"
        loading={isLoading}
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
      >
        Save message preferences
      </Button>
    </Stack>
  );
}

/**
 * The profile page's "Messages from us": service messages by email, SMS or both, and a separate marketing
 * opt-in, unticked until the customer ticks it (docs/decisions/0028).
 */
export function MessagePreferencesSection({ audience }: { audience: Audience }) {
  const { data, error, isLoading, refetch } = useGetMessagePreferencesQuery(audience);
  if (isLoading) return <LoadingState label="Loading your message preferences" lines={2} />;
  if (data === null) return <Typography color="text.secondary">{NO_HOLDER_YET}</Typography>;
  if (error || !data)
    return <ErrorState message={readApiError(error).message} onRetry={() => void refetch()} />;
  return <PreferencesForm audience={audience} preferences={data} />;
}
