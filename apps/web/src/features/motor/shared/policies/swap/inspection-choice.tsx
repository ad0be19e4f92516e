import { useState } from 'react';
import { useFormState, useWatch, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PHOTO_EDITABLE_STATUSES, type PreInspection } from '@cover/domain/motor';
import { BoundRadioGroup } from '../../../../../components/form-fields/bound-radio-group';
import { Money } from '../../../../../components/money/money-display';
import { FactList } from '../../../../../components/policies/fact-list';
import { SectionCard } from '../../../../../components/policies/section-card';
import type { MotorFamily } from '../../api/servicing-api';
import { AssessmentChip } from '../../pre-inspections/assessment-chip';
import { assessmentStatusText, inspectedVehicle, photoProgress } from '../../pre-inspections/labels';
import { SendLinkDialog } from '../../pre-inspections/send-link-dialog';
import type { MotorSwapDraft } from './swap-draft';

/** The chosen inspection's facts (what the swap prices) and, while photos are wanted, the photo link. */
function ChosenInspection({ family, inspection }: { family: MotorFamily; inspection: PreInspection }) {
  const [sending, setSending] = useState(false);
  const firstRegistered = new Intl.DateTimeFormat('en-ZA', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(inspection.vehicleRegistrationYear, inspection.vehicleRegistrationMonth - 1, 1));
  return (
    <Box sx={{ mt: 2, p: 2, borderRadius: 2, bgcolor: 'grey.50', border: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
        <Typography sx={{ fontWeight: 600, mr: 'auto' }}>{inspectedVehicle(inspection)}</Typography>
        <AssessmentChip status={inspection.assessmentStatus} />
      </Box>
      <FactList
        facts={[
          { label: 'Year made', value: String(inspection.manufacturingYear) },
          { label: 'Colour', value: inspection.color },
          { label: 'VIN', value: inspection.vinNo },
          { label: 'Engine number', value: inspection.engineNo },
          { label: 'Odometer', value: `${inspection.odometerValue.toLocaleString('en-ZA')} km` },
          { label: 'First registered', value: firstRegistered },
          ...(inspection.estimatedRetailPrice > 0
            ? [{ label: 'Value given', value: <Money cents={inspection.estimatedRetailPrice} /> }]
            : []),
          { label: 'Photos', value: photoProgress(inspection) },
        ]}
      />
      {inspection.assessmentStatus === 'REJECTED' && inspection.rejectionReason ? (
        <Typography color="error" sx={{ mt: 1.5 }}>
          Not approved: {inspection.rejectionReason}
        </Typography>
      ) : null}
      {PHOTO_EDITABLE_STATUSES.includes(inspection.assessmentStatus) ? (
        <>
          <Typography sx={{ mt: 1.5 }}>
            Your cover moves to this vehicle once its inspection is approved. Take the photos from the link we
            text you.
          </Typography>
          <Button variant="outlined" sx={{ mt: 1.5 }} onClick={() => setSending(true)} aria-haspopup="dialog">
            Send the photo link
          </Button>
          {sending ? (
            <SendLinkDialog family={family} inspection={inspection} open onClose={() => setSending(false)} />
          ) : null}
        </>
      ) : null}
    </Box>
  );
}

export interface InspectionChoiceProps {
  family: MotorFamily;
  control: Control<MotorSwapDraft>;
  inspections: readonly PreInspection[];
  /** start an inspection of another vehicle */
  onStart: () => void;
}

/** Which vehicle the cover moves to: one of the caller's inspections (its facts shown), or a new one. */
export function InspectionChoice({ family, control, inspections, onStart }: InspectionChoiceProps) {
  const chosenId = useWatch({ control, name: 'preInspectionId' });
  const chosen = inspections.find((inspection) => inspection.preInspectionId === chosenId);
  const error = useFormState({ control, name: 'preInspectionId' }).errors.preInspectionId?.message;
  return (
    <SectionCard title="The new vehicle" headerGap={1.5}>
      <Stack spacing={1.5}>
        {inspections.length === 0 ? (
          <Typography color="text.secondary">
            The new vehicle needs an inspection first: start one with its details, then take the photos from
            the link we text you.
          </Typography>
        ) : (
          <BoundRadioGroup
            control={control}
            name="preInspectionId"
            label="Which vehicle does the cover move to?"
            required
            options={inspections.map((inspection) => ({
              value: inspection.preInspectionId,
              label: `${inspectedVehicle(inspection)} · ${assessmentStatusText(inspection.assessmentStatus)}`,
            }))}
          />
        )}
        {inspections.length === 0 && error ? (
          <Typography color="error" role="alert">
            {error}
          </Typography>
        ) : null}
        <Box>
          <Button variant="outlined" onClick={onStart}>
            Start an inspection of another vehicle
          </Button>
        </Box>
      </Stack>
      {chosen ? <ChosenInspection family={family} inspection={chosen} /> : null}
    </SectionCard>
  );
}
