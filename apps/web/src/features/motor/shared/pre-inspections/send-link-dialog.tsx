import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { formatSaMobile, unableTo } from '@cover/domain';
import { INSPECTION_LINK_DAYS, sendInspectionSmsInputSchema, type PreInspection } from '@cover/domain/motor';
import { useCustomerPrefill } from '../../../../components/claims/customer-prefill';
import { FormPhoneField } from '../../../../components/claims/form-bound-fields';
import { useNotify } from '../../../../components/notifications/use-notify';
import { formatDateTime } from '../../../../components/policies/format-time';
import { applyServerFieldErrors } from '../../../../components/policies/server-field-errors';
import { useKeyedCall } from '../../../../components/policies/use-keyed-call';
import { useResendMotorInspectionLinkMutation, type MotorFamily } from '../api/servicing-api';
import { inspectedVehicle, photoLinkAction } from './labels';

const mobileFormSchema = sendInspectionSmsInputSchema.pick({ mobile: true });
type MobileForm = z.input<typeof mobileFormSchema>;
type MobileChoice = z.output<typeof mobileFormSchema>;
const UNABLE_TO_SEND = unableTo('send the photo link');

export interface SendLinkDialogProps {
  family: MotorFamily;
  inspection: PreInspection;
  open: boolean;
  onClose: () => void;
}

/**
 * 'Send the photo link' ('again' once one was sent, which it replaces): the mobile number the link goes to,
 * the customer's own until they type another, then the SMS (sendInspectionSms).
 */
export function SendLinkDialog({ family, inspection, open, onClose }: SendLinkDialogProps) {
  const id = useId();
  const notify = useNotify();
  const [send] = useResendMotorInspectionLinkMutation();
  const call = useKeyedCall(UNABLE_TO_SEND);
  const { control, handleSubmit, setError, getValues, setValue } = useForm<MobileForm, unknown, MobileChoice>(
    {
      resolver: zodResolver(mobileFormSchema),
      defaultValues: { mobile: '' },
    },
  );
  const ownMobile = useCustomerPrefill(family).mobile;
  useEffect(() => {
    if (ownMobile && getValues('mobile') === '') setValue('mobile', formatSaMobile(ownMobile));
  }, [ownMobile, getValues, setValue]);
  const title = photoLinkAction(inspection);
  const replaces = inspection.smsSentAt ? ', and the link sent before stops working' : '';

  const onSubmit = handleSubmit(async ({ mobile }) => {
    const body = { preInspectionId: inspection.preInspectionId, mobile };
    const outcome = await call.run(body, (idempotencyKey) => send({ family, body, idempotencyKey }));
    if (!outcome.ok) {
      applyServerFieldErrors(setError, outcome.problem.fields, ['mobile']);
      return;
    }
    notify.success(
      `We sent the photo link to the number ending in ${outcome.data.mobileEnding}. It works until ${formatDateTime(outcome.data.linkExpiresAt)}.`,
    );
    onClose();
  });

  return (
    <Dialog
      open={open}
      onClose={call.busy ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      fullWidth
      maxWidth="sm"
    >
      <form
        noValidate
        onSubmit={(event) => {
          // the dialog may open inside another form (the swap): its submit is its own
          event.stopPropagation();
          void onSubmit(event);
        }}
      >
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-text`} sx={{ mb: 2 }}>
            {`We text a link for the photos of the ${inspectedVehicle(inspection)} to this number. It works for ${INSPECTION_LINK_DAYS} days${replaces}.`}
          </DialogContentText>
          {call.problem ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {call.problem.message}
            </Alert>
          ) : null}
          <FormPhoneField control={control} name="mobile" label="Mobile number" required />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={call.busy}>
            Not now
          </Button>
          <Button type="submit" variant="contained" loading={call.busy}>
            Send the link
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
