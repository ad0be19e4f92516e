import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { unableTo } from '@cover/domain';
import { VEHICLE_USES, type MotorPolicyDetail, type PreInspection } from '@cover/domain/motor';
import { ErrorState, LoadingState } from '../../../../../components/async-state/async-state';
import { BoundRadioGroup } from '../../../../../components/form-fields/bound-radio-group';
import { focusFirstErrorWhenShown } from '../../../../../components/form-fields/focus-first-error';
import { YesNoField } from '../../../../../components/form-fields/yes-no-field';
import { PricedChangeForm } from '../../../../../components/policies/priced-change-form';
import { SectionCard } from '../../../../../components/policies/section-card';
import { useListMotorPreInspectionsQuery, type MotorFamily } from '../../api/servicing-api';
import { useLazyGetMotorValuationsQuery } from '../../api/valuation-api';
import { ValuationPicker, type VehicleChoice } from '../../quote/valuation-picker';
import { NewInspectionForm } from '../../pre-inspections/new-inspection-form';
import { ChangeDetails } from '../change-details';
import { vehicleTypeLabel } from '../labels';
import { motorWebPaths } from '../paths';
import { useMotorChange } from '../use-motor-change';
import { InspectionChoice } from './inspection-choice';
import {
  emptySwapDraft,
  swapBody,
  swapChoiceChanged,
  swapChoiceFor,
  swapFieldPath,
  swapFormSchema,
  swapInspections,
  type MotorSwapDraft,
} from './swap-draft';

interface SwapProps {
  family: MotorFamily;
  policy: MotorPolicyDetail;
}

const UNABLE_TO_LOAD = unableTo('load your vehicle inspections');
const focusError = () => focusFirstErrorWhenShown(() => document.body);

/** The fields of the vehicle's choice, checked together after a first submit (as in the wizard). */
const CHOICE_FIELDS = ['make', 'model', 'manufacturingYear', 'estimatedRetailPrice'] as const;

/** The swap form once the inspections are in: the new vehicle, its value and use → priced → confirmed. */
function SwapForm({ family, policy, loaded }: SwapProps & { loaded: readonly PreInspection[] }) {
  const navigate = useNavigate();
  const [created, setCreated] = useState<PreInspection[]>([]);
  const [starting, setStarting] = useState(false);
  const inspections = useMemo(() => {
    const fresh = created.filter(
      (made) => !loaded.some((entry) => entry.preInspectionId === made.preInspectionId),
    );
    return swapInspections([...fresh, ...loaded], policy);
  }, [created, loaded, policy]);
  const vehicleType = policy.module.vehicle.vehicle_type;
  const resolver = useMemo(
    () => zodResolver(swapFormSchema(inspections, vehicleType)),
    [inspections, vehicleType],
  );
  const { control, handleSubmit, setError, setValue, getValues, trigger, formState } = useForm<
    MotorSwapDraft,
    unknown,
    MotorSwapDraft
  >({
    resolver,
    defaultValues: emptySwapDraft(policy),
    reValidateMode: 'onChange',
  });
  // the chosen inspection's make, model and year start the guide's choice (its valuation when the guide
  // has them); the value given at the inspection stays as the customer's own estimate
  const chosenId = useWatch({ control, name: 'preInspectionId' });
  const vehicle = useWatch({ control, name: 'vehicle' });
  const [findValuations, lookup] = useLazyGetMotorValuationsQuery();
  const started = useRef('');
  useEffect(() => {
    const chosen = inspections.find((entry) => entry.preInspectionId === chosenId);
    if (!chosen || started.current === chosen.preInspectionId) return;
    started.current = chosen.preInspectionId;
    setValue('vehicle', swapChoiceFor(chosen, vehicleType, undefined));
    void findValuations(
      {
        family,
        vehicleType,
        make: chosen.make.trim(),
        model: chosen.model.trim(),
        year: chosen.manufacturingYear,
      },
      true,
    ).then((found) => {
      if (started.current === chosen.preInspectionId)
        setValue('vehicle', swapChoiceFor(chosen, vehicleType, found.data));
    });
  }, [chosenId, inspections, family, vehicleType, findValuations, setValue]);
  const chosenInspection = inspections.find((entry) => entry.preInspectionId === chosenId);
  const submitted = formState.isSubmitted;
  const vehicleErrors = formState.errors.vehicle;
  const choiceErrors = Object.fromEntries(
    CHOICE_FIELDS.flatMap((field) => {
      const message = vehicleErrors?.[field]?.message;
      return message ? [[field, message]] : [];
    }),
  );
  const choose = (edited: Partial<VehicleChoice>) => {
    const chosen = inspections.find((entry) => entry.preInspectionId === getValues('preInspectionId'));
    setValue('vehicle', swapChoiceChanged(getValues('vehicle'), edited, chosen), { shouldDirty: true });
    if (submitted) void trigger('vehicle');
  };
  const change = useMotorChange({
    family,
    policy,
    onConfirmed: () => void navigate(motorWebPaths(family).policy(policy.policyId)),
  });

  const onSubmit = handleSubmit(async (draft) => {
    const inspection = inspections.find((entry) => entry.preInspectionId === draft.preInspectionId);
    if (!inspection) return;
    const outcome = await change.requestPreview({
      policyId: policy.policyId,
      changeType: 'swap',
      vehicle: swapBody(draft, inspection, vehicleType),
    });
    if (outcome.ok) return;
    for (const [path, message] of Object.entries(outcome.problem.fields))
      setError(swapFieldPath(path) as Path<MotorSwapDraft>, { type: 'server', message });
    focusError();
  }, focusError);

  if (starting)
    return (
      <NewInspectionForm
        family={family}
        vehicleType={vehicleType}
        onCancel={() => setStarting(false)}
        onCreated={(inspection, chosen) => {
          setCreated((current) => [inspection, ...current]);
          // the vehicle was chosen from the guide as it was inspected: the swap is valued by that choice
          started.current = inspection.preInspectionId;
          setValue('vehicle', chosen);
          setValue('preInspectionId', inspection.preInspectionId);
          setStarting(false);
        }}
      />
    );
  return (
    <PricedChangeForm
      change={change}
      onSubmit={onSubmit}
      problem={change.problem?.message ?? null}
      confirmLabel="Confirm the swap"
      leaveLabel="Drop this change"
      onLeavePreview={() => void change.reset()}
      previewDetails={<ChangeDetails alteration={change.alteration} problem={change.problem} />}
      onCancel={() => void navigate(motorWebPaths(family).policy(policy.policyId))}
    >
      <Alert severity="info">
        Your cover moves from the {policy.module.vehicle.description} to another{' '}
        {vehicleTypeLabel(vehicleType).toLowerCase()}. You see the new premium before anything changes.
      </Alert>
      <InspectionChoice
        family={family}
        control={control}
        inspections={inspections}
        onStart={() => setStarting(true)}
      />
      <SectionCard title="Its value and use" headerGap={2}>
        <Stack spacing={2.5}>
          {!chosenId ? (
            <Typography color="text.secondary">
              Once you choose the new vehicle, we value it from the valuation guide.
            </Typography>
          ) : lookup.isFetching && !vehicle.valuation ? (
            <Typography role="status" color="text.secondary">
              Looking up the vehicle in the valuation guide…
            </Typography>
          ) : (
            <ValuationPicker
              family={family}
              value={vehicle}
              onChange={choose}
              errors={choiceErrors}
              typeFixed
              fixedYear={chosenInspection?.manufacturingYear ?? null}
            />
          )}
          <BoundRadioGroup
            control={control}
            name="vehicleUsedFor"
            label="What is the vehicle used for?"
            options={VEHICLE_USES}
            required
          />
          <YesNoField
            control={control}
            name="isEssentialPart"
            label="Is the vehicle essential for your work?"
            boolean
          />
        </Stack>
      </SectionCard>
    </PricedChangeForm>
  );
}

/**
 * Swapping a motor policy to another vehicle (change type code 0, either audience): the new vehicle's
 * inspection (chosen or started here), its value and use, the priced preview with the premium now and
 * after, then the swap confirmed (motorcycle policies through their own calls) or dropped.
 */
export function SwapVehicle({ family, policy }: SwapProps) {
  const inspections = useListMotorPreInspectionsQuery({
    family,
    assessmentType: 'PRE_INSPECTION',
    limit: 100,
    isDeleted: false,
  });
  if (inspections.isLoading) return <LoadingState label="Loading your vehicle inspections" lines={3} />;
  if (inspections.isError && !inspections.data)
    return <ErrorState message={UNABLE_TO_LOAD} onRetry={() => void inspections.refetch()} />;
  return <SwapForm family={family} policy={policy} loaded={inspections.data?.data ?? []} />;
}
