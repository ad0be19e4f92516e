import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatLongDate, formatMaskedMobile, saDay } from '@cover/domain';
import { type DeskPolicyHolder, INSPECTION_LINK_DAYS, PHOTO_EDITABLE_STATUSES } from '@cover/domain/motor';
import { useAppDispatch } from '../../../../app/hooks';
import { useNotify } from '../../../../components/notifications/use-notify';
import { FactList } from '../../../../components/policies/fact-list';
import { WizardActions } from '../../../../components/wizard/wizard-actions';
import { WizardSection } from '../../../../components/wizard/wizard-section';
import { readApiError } from '../../../../lib/api-error';
import { createAttemptKeys } from '../../../../lib/idempotency-key';
import { InspectionStatus } from '../../../motor/shared/wizard/inspection-status';
import {
  inspectionFieldOf,
  inspectionInput,
  inspectionKey,
} from '../../../motor/shared/wizard/registration-payloads';
import { MOTOR_STEP } from '../../../motor/shared/wizard/registration-types';
import { motorRegistrationActions } from '../../../motor/shared/wizard/registration-slice';
import { routeServerErrors } from '../../../motor/shared/wizard/server-error-routing';
import { givenBackNotice, INSPECTION_POLL_MS } from '../../../motor/shared/wizard/step-inspection';
import { useMotorDraft } from '../../../motor/shared/wizard/use-motor-draft';
import { useGetDeskPreinspectionQuery, useSendDeskInspectionSmsMutation } from '../api/desk-api';

/**
 * Step 5 at the desk, the vehicle's pre-inspection (sendInspectionSms): the inspection is made with the
 * vehicle's facts for the employee's holder, and its link texted to the employee's cellphone on file (the
 * operator cannot send it elsewhere). The vehicle keeps one inspection: sent again, a new link replaces the
 * old; one with its photos in or approved since is given back without a text. The desk shows its status, read
 * every 15 s while the step is open; cover waits for its approval, the application does not.
 */
export function DeskStepInspection({ holder }: { holder: DeskPolicyHolder }) {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const { values, preInspection } = useMotorDraft();
  const { vehicle } = values;
  const key = inspectionKey(vehicle);
  const current = preInspection?.key === key ? preInspection : null;
  const [problem, setProblem] = useState<string | null>(null);
  const [keys] = useState(createAttemptKeys);
  const [sendSms, sending] = useSendDeskInspectionSmsMutation();
  const status = useGetDeskPreinspectionQuery(
    { preInspectionId: current?.preInspectionId ?? '' },
    { skip: !current, pollingInterval: INSPECTION_POLL_MS },
  );

  const send = async () => {
    setProblem(null);
    const body = { ...inspectionInput(vehicle), policyHolderId: holder.policyHolderId };
    const sent = await sendSms({ body, idempotencyKey: keys.keyFor(body) });
    if ('error' in sent) {
      const error = readApiError(sent.error);
      const routed = routeServerErrors(error.fields, inspectionFieldOf);
      if (Number.isFinite(routed.step)) dispatch(motorRegistrationActions.serverErrorsReceived(routed));
      else setProblem(error.message);
      return;
    }
    keys.complete();
    dispatch(
      motorRegistrationActions.preInspectionSaved({
        preInspectionId: sent.data.preInspectionId,
        key,
        mobileEnding: sent.data.mobileEnding,
        linkExpiresAt: sent.data.linkExpiresAt,
      }),
    );
    // the vehicle's inspection given back with its photos in, or approved: nothing was texted
    notify.success(
      PHOTO_EDITABLE_STATUSES.includes(sent.data.assessmentStatus)
        ? `We sent the inspection link to the employee’s cellphone ending in ${sent.data.mobileEnding ?? ''}.`
        : givenBackNotice(sent.data.assessmentStatus),
    );
  };

  const texted = current?.mobileEnding ?? status.data?.mobileEnding ?? null;
  const expires = current?.linkExpiresAt ?? status.data?.linkExpiresAt ?? null;

  return (
    <Stack spacing={3}>
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      <WizardSection title="The vehicle’s inspection" region>
        <Stack spacing={2}>
          <Typography>
            Before cover can start, the vehicle must be inspected. We text the employee a link: they open it
            on their phone next to the vehicle and take 7 photos. The link works for {INSPECTION_LINK_DAYS}{' '}
            days.
          </Typography>
          <FactList
            facts={[
              { label: 'Vehicle', value: `${vehicle.make} ${vehicle.model}`.trim() },
              { label: 'Registration number', value: vehicle.vehicle_reg_no },
              { label: 'VIN', value: vehicle.vin },
              {
                label: 'The link goes to',
                value: holder.maskedCellphone
                  ? formatMaskedMobile(holder.maskedCellphone)
                  : 'No cellphone number on file',
              },
            ]}
          />
          {holder.maskedCellphone === null ? (
            <Alert severity="warning">
              The employee has no cellphone number for the link. Register their cellphone number on the desk
              first.
            </Alert>
          ) : (
            <Button
              variant={texted ? 'outlined' : 'contained'}
              size="large"
              loading={sending.isLoading}
              onClick={() => void send()}
              sx={{ alignSelf: 'flex-start' }}
            >
              {texted ? 'Send the link again' : 'Text the employee the inspection link'}
            </Button>
          )}
          {texted ? (
            <Typography data-testid="inspection-link-sent">
              We sent the link to the number ending in {texted}
              {expires ? `. It works until ${formatLongDate(saDay(new Date(expires)))}.` : '.'}
            </Typography>
          ) : null}
        </Stack>
      </WizardSection>
      {current && status.data ? (
        <WizardSection title="Inspection progress" region>
          <InspectionStatus inspection={status.data} />
        </WizardSection>
      ) : null}
      {!texted ? (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: { sm: 'right' } }}>
          Text the employee the link to continue: the inspection must be started before the application is
          made.
        </Typography>
      ) : null}
      <WizardActions backLabel="Back">
        <Button
          variant="contained"
          size="large"
          disabled={!current || !texted}
          onClick={() =>
            dispatch(motorRegistrationActions.stepSaved({ step: MOTOR_STEP.inspection, values: {} }))
          }
        >
          Continue
        </Button>
      </WizardActions>
    </Stack>
  );
}
