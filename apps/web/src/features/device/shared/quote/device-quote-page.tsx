import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import { CREDIT_LIFE_MESSAGES, DEVICE_CREDIT_LIFE_BALANCE_LIMITS } from '@cover/domain';
import { DEVICE_REPLACEMENT_COST_LIMITS } from '@cover/domain/device';
import { useAppDispatch } from '../../../../app/hooks';
import { LoadingState } from '../../../../components/async-state/async-state';
import { useDebouncedValue } from '../../../../components/async-state/use-debounced-value';
import { formatMoney } from '../../../../components/money/format-money';
import { MoneyField } from '../../../../components/money/money-field';
import { PageFrame } from '../../../../components/page/page-frame';
import { useDraftForm } from '../../../../components/wizard/use-draft-form';
import { WizardSection } from '../../../../components/wizard/wizard-section';
import { readApiError } from '../../../../lib/api-error';
import { signInPath, useAuthSession } from '../../../../lib/identity';
import { withReturnPath } from '../../../../lib/return-path';
import { useGetDeviceQuoteQuery, type DeviceFamily } from '../api/purchase-api';
import { DEVICE_PURCHASE_PATHS } from '../wizard/paths';
import { deviceQuoteInput } from '../wizard/registration-payloads';
import { deviceRegistrationActions } from '../wizard/registration-slice';
import { useDeviceDraft } from '../wizard/use-device-draft';
import {
  isOverOnlineLimit,
  isUnderFloor,
  outstandingBalanceError,
  phoneChoiceErrors,
  quoteChoiceSchema,
  type QuoteChoice,
} from './phone-choice';
import { DEVICE_CALLBACK_LINK, PhonePicker } from './phone-picker';
import { QuoteSummary } from './quote-summary';

const WHOLE = { whole: true } as const;

/** Why the estimate shows no price yet: what is still missing or out of bounds, in the order of the page. */
function whyNoPrice(choice: QuoteChoice, balanceMissing: boolean): string {
  if (balanceMissing)
    return 'Enter what you still owe on the phone (above) to see your premium with credit life, or untick credit life.';
  if (!choice.notListed)
    return 'Choose your phone (or describe it) to see your premium and the excess on a claim.';
  if (isOverOnlineLimit(choice.replacementCost))
    return `There is no price online for a phone worth more than ${formatMoney(DEVICE_REPLACEMENT_COST_LIMITS.maxCents, WHOLE)}: a consultant quotes it when you ask for a call back (above).`;
  if (isUnderFloor(choice.replacementCost))
    return `There is no price yet: device cover needs a replacement cost of at least ${formatMoney(DEVICE_REPLACEMENT_COST_LIMITS.minCents, WHOLE)}.`;
  return "Enter your phone's brand, model and replacement cost (above) to see your premium and the excess on a claim.";
}

/** The estimate of the choices, once they can be priced (debounced like every lookup). */
function useEstimate(family: DeviceFamily, values: QuoteChoice) {
  const input = useMemo(() => {
    const complete =
      Object.keys(phoneChoiceErrors(values)).length === 0 &&
      !outstandingBalanceError(values.isOptedforCreditLife, values.creditLife.outstandingBalance);
    return complete ? JSON.stringify(deviceQuoteInput(values)) : null;
  }, [values]);
  const settled = useDebouncedValue(input);
  const query = useGetDeviceQuoteQuery(
    { family, input: settled ? (JSON.parse(settled) as Record<string, unknown>) : {} },
    { skip: settled === null || settled !== input },
  );
  return { ...query, pending: input !== null && settled !== input, priced: input !== null };
}

/**
 * /device/quote: the public device quote. Search the catalogue and pick the phone (or describe one that is
 * not listed), optionally add credit life on its finance, and see the monthly premium, the excess of every
 * claim type and the cooling-off period. Continuing leads into the registration wizard (through sign-in
 * when signed out, with a safe return path); the choices are kept in the persisted draft.
 */
export function DeviceQuotePage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const draft = useDeviceDraft();
  const retail = useAuthSession('retail');
  const employee = useAuthSession('employee');
  const family: DeviceFamily =
    employee.status === 'signedIn' && retail.status !== 'signedIn' ? 'employee' : 'retail';
  const { values } = draft;
  const form = useDraftForm<QuoteChoice>({
    schema: quoteChoiceSchema,
    values: {
      selectedDevice: values.selectedDevice,
      catalogueDevice: values.catalogueDevice,
      notListed: values.notListed,
      deviceBrand: values.deviceBrand,
      deviceModel: values.deviceModel,
      replacementCost: values.replacementCost,
      isOptedforCreditLife: values.isOptedforCreditLife,
      creditLife: { outstandingBalance: values.creditLife.outstandingBalance },
    },
    onEdit: (choice) =>
      dispatch(
        deviceRegistrationActions.valuesEdited({
          ...choice,
          creditLife: { ...values.creditLife, outstandingBalance: choice.creditLife.outstandingBalance },
        }),
      ),
  });
  const watched = useWatch({ control: form.control }) as QuoteChoice;
  const estimate = useEstimate(family, watched);
  const submitted = form.formState.isSubmitted;
  const errors = submitted ? phoneChoiceErrors(watched) : {};
  const balanceProblem = outstandingBalanceError(
    watched.isOptedforCreditLife,
    watched.creditLife.outstandingBalance,
  );
  // A balance over the limit is told at once (it keeps the estimate back); one still being typed, on continuing.
  const balanceError =
    submitted || balanceProblem === CREDIT_LIFE_MESSAGES.outstandingBalanceHigh ? balanceProblem : null;
  const phoneChosen = Object.keys(phoneChoiceErrors(watched)).length === 0;

  const set = <K extends keyof QuoteChoice>(name: K, value: QuoteChoice[K]) =>
    form.setValue(name as never, value as never, { shouldDirty: true, shouldValidate: submitted });

  const next = (to: DeviceFamily) => DEVICE_PURCHASE_PATHS.register(to);
  const signedIn = retail.status === 'signedIn' || employee.status === 'signedIn';
  const proceed = form.onSubmit((choice) => {
    const { isOptedforCreditLife, creditLife, ...phone } = choice;
    dispatch(deviceRegistrationActions.phoneChosen(phone));
    dispatch(
      deviceRegistrationActions.valuesEdited({
        isOptedforCreditLife,
        creditLife: { ...values.creditLife, outstandingBalance: creditLife.outstandingBalance },
      }),
    );
    void navigate(signedIn ? next(family) : withReturnPath(signInPath('retail'), next('retail')));
  });

  return (
    <PageFrame
      title="Get a device quote"
      intro="Find your phone, see what cover costs a month and what you pay towards a claim. It takes a minute and you can buy online."
      back={{ to: DEVICE_PURCHASE_PATHS.product, label: 'Device insurance' }}
      maxWidth="md"
    >
      <Stack
        component="form"
        ref={form.formRef}
        noValidate
        spacing={3}
        aria-label="Device quote"
        onSubmit={proceed}
      >
        <WizardSection title="Your phone" region>
          <PhonePicker
            family={family}
            value={watched}
            onChange={(choice) => {
              for (const key of Object.keys(choice) as (keyof typeof choice)[]) set(key, choice[key]);
            }}
            errors={errors}
          />
        </WizardSection>
        <WizardSection
          title="Credit life (optional)"
          region
          description="If your phone is on finance, credit life settles what you still owe on it if you die or become permanently disabled."
        >
          <FormControlLabel
            control={
              <Checkbox
                checked={watched.isOptedforCreditLife}
                onChange={(event) => set('isOptedforCreditLife', event.target.checked)}
              />
            }
            label="Add credit life on my phone's finance"
          />
          {watched.isOptedforCreditLife ? (
            <Box sx={{ mt: 1, maxWidth: 360 }}>
              <MoneyField
                label="Outstanding balance"
                required
                valueCents={watched.creditLife.outstandingBalance}
                onChangeCents={(cents) =>
                  form.setValue('creditLife.outstandingBalance', cents, {
                    shouldDirty: true,
                    shouldValidate: submitted,
                  })
                }
                error={balanceError ?? undefined}
                helperText={`What you still owe on the phone, up to ${formatMoney(DEVICE_CREDIT_LIFE_BALANCE_LIMITS.maxCents, WHOLE)}`}
              />
            </Box>
          ) : null}
        </WizardSection>
        <WizardSection title="Your estimate" region>
          {!estimate.priced ? (
            <Typography color="text.secondary">
              {whyNoPrice(watched, phoneChosen && balanceProblem !== null)}
            </Typography>
          ) : null}
          {estimate.priced && (estimate.pending || estimate.isFetching) ? (
            <LoadingState label="Working out your premium" />
          ) : null}
          {estimate.priced && !estimate.pending && !estimate.isFetching && estimate.isError ? (
            <Alert severity="error">{readApiError(estimate.error).message}</Alert>
          ) : null}
          {estimate.priced && !estimate.pending && !estimate.isFetching && estimate.currentData ? (
            <QuoteSummary quote={estimate.currentData} headingComponent="h3" />
          ) : null}
        </WizardSection>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button
            component={RouterLink}
            to={DEVICE_CALLBACK_LINK}
            variant="outlined"
            size="large"
            startIcon={<PhoneInTalkIcon />}
          >
            Ask a consultant
          </Button>
          <Button type="submit" variant="contained" size="large">
            {signedIn ? 'Continue' : 'Sign in to continue'}
          </Button>
        </Stack>
        {!signedIn ? (
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: { sm: 'right' } }}>
            Your choices are kept while you sign in or create an account. Telkom employee?{' '}
            <Link component={RouterLink} to={withReturnPath(signInPath('employee'), next('employee'))}>
              Sign in as an employee
            </Link>
          </Typography>
        ) : null}
      </Stack>
    </PageFrame>
  );
}
