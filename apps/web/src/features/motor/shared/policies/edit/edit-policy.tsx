import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import type { MotorApplication, MotorPolicyDetail } from '@cover/domain/motor';
import { LoadingState } from '../../../../../components/async-state/async-state';
import { PricedChangeForm } from '../../../../../components/policies/priced-change-form';
import { useGetMotorApplicationQuery, type MotorFamily } from '../../api/servicing-api';
import { ChangeDetails } from '../change-details';
import { motorWebPaths } from '../paths';
import { useMotorChange } from '../use-motor-change';
import {
  editBody,
  editDraftFrom,
  editFieldPath,
  motorEditFormSchema,
  type MotorEditDraft,
} from './edit-draft';
import { useMostInsuranceYears } from '../../wizard/use-most-insurance-years';
import { ExtrasSection, FinanceSection, InsuranceHistorySection } from './history-sections';
import { AddressSection, UseAndDriverSection, VehicleSection } from './vehicle-sections';

interface EditProps {
  family: MotorFamily;
  policy: MotorPolicyDetail;
}

/**
 * The first field shown with an error brought into the middle of the screen and focused: a field far above
 * the button (the odometer reading, at the top) is seen with its reason, not missed.
 */
function showFirstError() {
  const invalid = document.body.querySelector<HTMLElement>('[aria-invalid="true"]');
  invalid?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  invalid?.focus({ preventScroll: true });
}

/** The edit form of spec 001 §3 → the new premium priced → confirmed, or the change dropped. */
function EditForm({ family, policy, application }: EditProps & { application?: MotorApplication }) {
  const navigate = useNavigate();
  const [defaults] = useState(() => editDraftFrom(policy, application));
  const [schema] = useState(() => motorEditFormSchema(policy.sumAssured));
  const mostYears = useMostInsuranceYears(family);
  const form = useForm<MotorEditDraft, unknown, MotorEditDraft>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const change = useMotorChange({
    family,
    policy,
    onConfirmed: () => void navigate(motorWebPaths(family).policy(policy.policyId)),
  });

  const { control, handleSubmit, setError } = form;
  const onSubmit = handleSubmit(
    async (draft) => {
      const outcome = await change.requestPreview({
        policyId: policy.policyId,
        changeType: 'edit',
        edit: editBody(draft),
      });
      if (outcome.ok) return;
      for (const [path, message] of Object.entries(outcome.problem.fields))
        setError(editFieldPath(path) as Path<MotorEditDraft>, { type: 'server', message });
      requestAnimationFrame(showFirstError);
    },
    () => requestAnimationFrame(showFirstError),
  );

  return (
    <PricedChangeForm
      change={change}
      onSubmit={onSubmit}
      problem={change.problem?.message ?? null}
      confirmLabel="Confirm change"
      leaveLabel="Drop this change"
      onLeavePreview={() => void change.reset()}
      previewDetails={<ChangeDetails alteration={change.alteration} problem={change.problem} />}
      onCancel={() => void navigate(motorWebPaths(family).policy(policy.policyId))}
    >
      {application ? null : (
        <Alert severity="info">
          Please check your finance, extras and insurance history below: we could not fill them in for you.
        </Alert>
      )}
      <VehicleSection control={control} currentSumAssured={policy.sumAssured} />
      <UseAndDriverSection control={control} />
      <AddressSection control={control} />
      <FinanceSection form={form} />
      <ExtrasSection form={form} vehicleType={policy.module.vehicle.vehicle_type} />
      <InsuranceHistorySection form={form} mostYears={mostYears} />
    </PricedChangeForm>
  );
}

/**
 * Editing a motor policy (either audience): the form filled in as the policy stands (finance, extras and
 * history from its application), priced before anything changes.
 */
export function EditPolicy({ family, policy }: EditProps) {
  const application = useGetMotorApplicationQuery({ family, applicationId: policy.applicationId });
  if (application.isLoading) return <LoadingState label="Loading your policy details" lines={4} />;
  return <EditForm family={family} policy={policy} application={application.data} />;
}
