import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatLongDate, formatSaMobile, normaliseSaMobile, saDay, saMobileField } from '@cover/domain';
import {
  INSPECTION_LINK_DAYS,
  INSPECTION_PHOTO_GUIDES,
  INSPECTION_PHOTO_KINDS,
  PHOTO_EDITABLE_STATUSES,
} from '@cover/domain/motor';
import { useAppDispatch } from '../../../../app/hooks';
import { PhoneField } from '../../../../components/identity-fields/phone-field';
import { useNotify } from '../../../../components/notifications/use-notify';
import { FactList } from '../../../../components/policies/fact-list';
import { WizardActions } from '../../../../components/wizard/wizard-actions';
import { WizardSection } from '../../../../components/wizard/wizard-section';
import { readApiError } from '../../../../lib/api-error';
import { createAttemptKeys } from '../../../../lib/idempotency-key';
import { useAuthSession } from '../../../../lib/identity';
import { useGetAdminUserQuery } from '../../../../lib/identity/account-api';
import {
  useCreatePurchasePreinspectionMutation,
  useGetPurchasePreinspectionQuery,
  useSendPurchaseInspectionSmsMutation,
  type MotorFamily,
} from '../api/purchase-api';
import { InspectionStatus } from './inspection-status';
import { inspectionFieldOf, inspectionInput, inspectionKey } from './registration-payloads';
import { MOTOR_STEP } from './registration-types';
import { motorRegistrationActions } from './registration-slice';
import { routeServerErrors } from './server-error-routing';
import { problemOf } from './step-problems';
import { useMotorDraft } from './use-motor-draft';
import { usePolicyHolderCall } from './use-policy-holder';

/** The inspection's status is read again this often while the step is open. */
export const INSPECTION_POLL_MS = 15_000;

/** The form's name of the inspection (createApplication's vehicle.preInspectionId). */
const INSPECTION_FIELD = 'inspectionMobile';

/**
 * Said when the vehicle's inspection is given back with its photos in (decision 0019, addendum), or approved in
 * the last 14 days with no policy started from it (second addendum): no new link is sent.
 */
export const givenBackNotice = (status: string) =>
  status === 'APPROVED'
    ? 'This vehicle’s inspection is already approved: no new photos are needed.'
    : 'We already have the photos of this vehicle: our assessors are looking at them.';

const PHOTOS = INSPECTION_PHOTO_KINDS.map((kind) => INSPECTION_PHOTO_GUIDES[kind].label.toLowerCase());

/**
 * Step 5, the vehicle pre-inspection: the inspection is made with the vehicle's facts (createPreinspection)
 * and a link texted to the customer's mobile (sendInspectionSms, +27), where they take the 7 photos. Cover
 * starts only once the inspection is approved; its status is read every 15 s while the step is open, and
 * the customer may go on without waiting for it.
 */
export function StepInspection({ family }: { family: MotorFamily }) {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const { values, preInspection, serverErrors } = useMotorDraft();
  const { vehicle } = values;
  const key = inspectionKey(vehicle);
  const current = preInspection?.key === key ? preInspection : null;
  const session = useAuthSession(family);
  const userName = session.status === 'signedIn' ? (session.user?.username ?? '') : '';
  const profile = useGetAdminUserQuery(
    { audience: family, userName },
    { skip: !userName || values.inspectionMobile !== '' },
  );
  const [mobileError, setMobileError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const serverProblem = serverErrors[INSPECTION_FIELD] ?? null;
  const [inspectionKeys] = useState(createAttemptKeys);
  const [smsKeys] = useState(createAttemptKeys);
  const [create, creating] = useCreatePurchasePreinspectionMutation();
  const [sendSms, sending] = useSendPurchaseInspectionSmsMutation();
  const { withHolder, registering } = usePolicyHolderCall(family);
  const status = useGetPurchasePreinspectionQuery(
    { family, preInspectionId: current?.preInspectionId ?? '' },
    { skip: !current, pollingInterval: INSPECTION_POLL_MS },
  );

  // The customer's own mobile, from their profile, until they type another.
  const profileMobile = profile.data?.phoneNumber ?? '';
  useEffect(() => {
    if (values.inspectionMobile === '' && profileMobile)
      dispatch(
        motorRegistrationActions.valuesEdited({
          inspectionMobile: formatSaMobile(profileMobile),
        }),
      );
  }, [dispatch, profileMobile, values.inspectionMobile]);

  // The application's refusal of the inspection (its preInspectionId), kept in the draft: shown here once.
  useEffect(() => {
    if (!serverProblem) return;
    setProblem(serverProblem);
    dispatch(motorRegistrationActions.serverErrorsShown([INSPECTION_FIELD]));
  }, [dispatch, serverProblem]);

  const setMobile = (inspectionMobile: string) => {
    setMobileError(null);
    dispatch(motorRegistrationActions.valuesEdited({ inspectionMobile }));
  };

  const send = async () => {
    setProblem(null);
    const mobileProblem = problemOf(saMobileField, values.inspectionMobile);
    if (mobileProblem) return setMobileError(mobileProblem);
    let inspection = current;
    if (!inspection) {
      const body = inspectionInput(vehicle);
      const made = await withHolder(() =>
        create({ family, body, idempotencyKey: inspectionKeys.keyFor(body) }),
      );
      if (!made.ok) {
        const routed = routeServerErrors(made.error.fields, inspectionFieldOf);
        if (Number.isFinite(routed.step)) dispatch(motorRegistrationActions.serverErrorsReceived(routed));
        else setProblem(made.error.message);
        return;
      }
      inspectionKeys.complete();
      inspection = {
        preInspectionId: made.data.preInspectionId,
        key,
        mobileEnding: null,
        linkExpiresAt: null,
      };
      // the vehicle's open inspection given back with its photos in, or approved: no link is needed (nor sent)
      if (!PHOTO_EDITABLE_STATUSES.includes(made.data.assessmentStatus)) {
        const { mobileEnding, linkExpiresAt } = made.data;
        dispatch(motorRegistrationActions.preInspectionSaved({ ...inspection, mobileEnding, linkExpiresAt }));
        notify.success(givenBackNotice(made.data.assessmentStatus));
        return;
      }
      dispatch(motorRegistrationActions.preInspectionSaved(inspection));
    }
    const smsBody = {
      preInspectionId: inspection.preInspectionId,
      mobile: normaliseSaMobile(values.inspectionMobile) ?? '',
    };
    const sent = await sendSms({ family, body: smsBody, idempotencyKey: smsKeys.keyFor(smsBody) });
    if ('error' in sent) {
      const error = readApiError(sent.error);
      if (error.fields.mobile) setMobileError(error.fields.mobile);
      else setProblem(error.message);
      return;
    }
    smsKeys.complete();
    dispatch(
      motorRegistrationActions.preInspectionSaved({
        ...inspection,
        mobileEnding: sent.data.mobileEnding,
        linkExpiresAt: sent.data.linkExpiresAt,
      }),
    );
    notify.success(`We sent the inspection link to the number ending in ${sent.data.mobileEnding}.`);
  };

  const texted = current?.mobileEnding ?? status.data?.mobileEnding ?? null;
  const expires = current?.linkExpiresAt ?? status.data?.linkExpiresAt ?? null;
  const busy = creating.isLoading || sending.isLoading || registering;

  return (
    <Stack spacing={3}>
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      <WizardSection title="Your vehicle’s inspection" region>
        <Stack spacing={2}>
          <Typography>
            Before cover can start, we need to see the vehicle. We text you a link: open it on your phone next
            to the vehicle and take 7 photos ({PHOTOS.join(', ')}). It takes about 10 minutes.
          </Typography>
          <Alert severity="info">
            Cover starts only once the inspection is approved. You can carry on with your application now and
            take the photos when it suits you; the link works for {INSPECTION_LINK_DAYS} days.
          </Alert>
          <FactList
            facts={[
              { label: 'Vehicle', value: `${vehicle.make} ${vehicle.model}`.trim() },
              { label: 'Registration number', value: vehicle.vehicle_reg_no },
              { label: 'VIN', value: vehicle.vin },
            ]}
          />
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 320px) auto' },
              alignItems: 'start',
            }}
          >
            <PhoneField
              label="Mobile number for the link"
              value={values.inspectionMobile}
              onChange={(typed) => setMobile(typed)}
              required
              error={mobileError ?? undefined}
            />
            <Button
              variant={texted ? 'outlined' : 'contained'}
              size="large"
              loading={busy}
              onClick={() => void send()}
              sx={{ mt: { sm: 1 } }}
            >
              {texted ? 'Send the link again' : 'Text me the inspection link'}
            </Button>
          </Box>
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
          Send yourself the link to continue.
        </Typography>
      ) : null}
      <WizardActions backLabel="Back">
        <Button
          variant="contained"
          size="large"
          disabled={!current || !texted}
          onClick={() =>
            dispatch(
              motorRegistrationActions.stepSaved({
                step: MOTOR_STEP.inspection,
                values: {
                  inspectionMobile: normaliseSaMobile(values.inspectionMobile) ?? values.inspectionMobile,
                },
              }),
            )
          }
        >
          Continue
        </Button>
      </WizardActions>
    </Stack>
  );
}
