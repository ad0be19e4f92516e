import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { VEHICLE_USES, type MotorQuoteInputDraft } from '@cover/domain/motor';
import { useAppDispatch } from '../../../../app/hooks';
import type { AppStore } from '../../../../app/store';
import { LoadingState } from '../../../../components/async-state/async-state';
import { useDebouncedValue } from '../../../../components/async-state/use-debounced-value';
import { BoundRadioGroup } from '../../../../components/form-fields/bound-radio-group';
import { useDraftForm } from '../../../../components/wizard/use-draft-form';
import { WizardSection } from '../../../../components/wizard/wizard-section';
import { readApiError } from '../../../../lib/api-error';
import { useAnswersGivenBeforeHydration } from '../../../../lib/hydration/answers-before-hydration';
import { signInPath, useAuthSession } from '../../../../lib/identity';
import { withReturnPath } from '../../../../lib/return-path';
import {
  makesSearch,
  motorValuationApi,
  useGetMotorEstimateQuery,
  type MotorFamily,
} from '../api/valuation-api';
import { MOTOR_PURCHASE_PATHS } from '../wizard/paths';
import { motorQuoteInput } from '../wizard/registration-payloads';
import { motorRegistrationActions, normaliseMotorDraft } from '../wizard/registration-slice';
import { useMotorDraft } from '../wizard/use-motor-draft';
import { DeclaredItemsFields } from './declared-items-fields';
import { estimateErrors, estimateSchema, type EstimateValues } from './estimate-rules';
import { PreviousInsuranceFields } from './history-fields';
import { MotorQuoteSummary } from './motor-quote-summary';
import { ValuationPicker, type VehicleChoice } from './valuation-picker';

/** The query's argument while nothing can be priced yet (the query is skipped then). */
const EMPTY_INPUT = {} as MotorQuoteInputDraft;

/** The public estimate of the answers once they can be priced (debounced like every lookup). */
function useEstimate(values: EstimateValues) {
  const draft = useMotorDraft();
  const input = useMemo(() => {
    if (Object.keys(estimateErrors(values)).length > 0) return null;
    return JSON.stringify(motorQuoteInput({ ...draft.values, ...values }, 'retail'));
  }, [draft.values, values]);
  const settled = useDebouncedValue(input);
  const query = useGetMotorEstimateQuery(
    { family: 'retail', input: settled ? (JSON.parse(settled) as MotorQuoteInputDraft) : EMPTY_INPUT },
    { skip: settled === null || settled !== input },
  );
  return { ...query, pending: input !== null && settled !== input, priced: input !== null };
}

/**
 * Asks the valuation guide for the makes the estimate's picker lists first (the draft's vehicle type), as
 * soon as the estimate's code has arrived: its first render takes about half a second on the bench's phone,
 * and the picker's own query would start only after it (decision 0037). The picker's query then finds the
 * answer on its way, under the same arguments. Without a window (the build prerendering /motor) it asks
 * nothing: there is no server to ask, and the page's HTML has no list in it.
 */
export function lookUpMakesEarly(store: AppStore): void {
  if (typeof window === 'undefined') return;
  const { vehicle } = normaliseMotorDraft(store.getState().motorInsuranceRegistration).values;
  if (vehicle.priceSource !== 'guide') return;
  const makes = makesSearch('retail', vehicle.vehicle_type);
  void store.dispatch(motorValuationApi.util.prefetch('getMotorValuations', makes, {}));
}

/**
 * The motor page's estimate (lazy-loaded): the vehicle from the valuation guide (its new and retail price)
 * or the customer's own estimate, its use, previous insurance and extras → the monthly premium, the loadings
 * and discounts and the excess of every claim type (getVehicleEstimate, public). "Get covered" carries the
 * vehicle into the registration wizard, through sign-in when signed out; the answers are kept in the
 * persisted draft meanwhile.
 */
export function MotorEstimate() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { values } = useMotorDraft();
  const retail = useAuthSession('retail');
  const employee = useAuthSession('employee');
  const family: MotorFamily =
    employee.status === 'signedIn' && retail.status !== 'signedIn' ? 'employee' : 'retail';
  const signedIn = retail.status === 'signedIn' || employee.status === 'signedIn';
  const form = useDraftForm<EstimateValues>({
    schema: estimateSchema,
    values: {
      vehicle: values.vehicle,
      previousInsuranceDetails: values.previousInsuranceDetails,
      extraVehicleDetails: values.extraVehicleDetails,
    },
    onEdit: (edited) => dispatch(motorRegistrationActions.valuesEdited(edited)),
  });
  // The form is prerendered on /motor and goes live once the page is up: what was answered on it before
  // then (its use, the insurance history) is kept.
  useAnswersGivenBeforeHydration(form.formRef);
  const watched = useWatch({ control: form.control }) as EstimateValues;
  const estimate = useEstimate(watched);
  const submitted = form.formState.isSubmitted;
  const choiceErrors = Object.fromEntries(
    Object.entries(form.flatErrors)
      .filter(([path]) => path.startsWith('vehicle.'))
      .map(([path, message]) => [path.slice('vehicle.'.length), message]),
  );
  const choose = (change: Partial<VehicleChoice>) => {
    for (const [key, next] of Object.entries(change))
      form.setValue(`vehicle.${key}` as never, next as never, {
        shouldDirty: true,
        shouldValidate: submitted,
      });
  };
  const wizard = (to: MotorFamily) => MOTOR_PURCHASE_PATHS.register(to);
  const proceed = form.onSubmit((answers) => {
    dispatch(motorRegistrationActions.estimateCarried(answers));
    void navigate(signedIn ? wizard(family) : withReturnPath(signInPath('retail'), wizard('retail')));
  });

  return (
    <Stack
      component="form"
      ref={form.formRef}
      noValidate
      spacing={3}
      aria-label="Motor estimate"
      onSubmit={proceed}
    >
      <WizardSection title="Your vehicle" region>
        <ValuationPicker family="retail" value={watched.vehicle} onChange={choose} errors={choiceErrors} />
      </WizardSection>
      <WizardSection title="How you use it" region>
        <BoundRadioGroup
          control={form.control}
          name="vehicle.vehicleUsedFor"
          label="What is the vehicle used for?"
          options={VEHICLE_USES}
          required
        />
      </WizardSection>
      <WizardSection title="Your insurance history" region>
        <PreviousInsuranceFields form={form} />
      </WizardSection>
      <WizardSection title="Extras" region>
        <DeclaredItemsFields
          form={form}
          group="extraVehicleDetails"
          vehicleType={watched.vehicle.vehicle_type}
        />
      </WizardSection>
      <WizardSection title="Your estimate" region>
        {!estimate.priced ? (
          <Typography color="text.secondary">
            Choose your vehicle and answer the questions above to see your premium and the excess on a claim.
          </Typography>
        ) : null}
        {estimate.priced && (estimate.pending || estimate.isFetching) ? (
          <LoadingState label="Working out your premium" />
        ) : null}
        {estimate.priced && !estimate.pending && !estimate.isFetching && estimate.isError ? (
          <Alert severity="error">{readApiError(estimate.error).message}</Alert>
        ) : null}
        {estimate.priced && !estimate.pending && !estimate.isFetching && estimate.currentData ? (
          <MotorQuoteSummary quote={estimate.currentData} headingComponent="h3" />
        ) : null}
      </WizardSection>
      <Stack spacing={1} sx={{ alignItems: { sm: 'flex-end' } }}>
        <Button type="submit" variant="contained" size="large">
          {signedIn ? 'Get covered' : 'Sign in to get covered'}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: { sm: 'right' } }}>
          Next you give the vehicle’s details, take photos for its inspection and choose how to pay.
          {signedIn ? null : ' Your answers are kept while you sign in or create an account.'}
        </Typography>
        {!signedIn ? (
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: { sm: 'right' } }}>
            Telkom employee?{' '}
            <Link component={RouterLink} to={withReturnPath(signInPath('employee'), wizard('employee'))}>
              Sign in as an employee
            </Link>{' '}
            to see your scheme.
          </Typography>
        ) : null}
      </Stack>
    </Stack>
  );
}
