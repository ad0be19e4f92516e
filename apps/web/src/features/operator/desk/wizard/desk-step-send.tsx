import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { formatMaskedMobile, UPLOADING_DOCUMENTS_FAILED, UNABLE_TO } from '@cover/domain';
import {
  ON_BEHALF_LINK_DAYS,
  type DeskPolicyHolder,
  MOTOR_APPLICATION_DOCUMENT_KINDS,
  motorApplicationSchema,
  requiredMotorApplicationDocuments,
  type MotorApplicationDocumentKind,
} from '@cover/domain/motor';
import { useAppDispatch } from '../../../../app/hooks';
import { DocumentUploadSection } from '../../../../components/claims/document-upload-section';
import { withFile, type DocumentFiles } from '../../../../components/claims/upload-state';
import { useDocumentUploads } from '../../../../components/claims/use-document-uploads';
import { DeclarationFields } from '../../../../components/declaration/declaration-fields';
import type { PaymentMethodChoice } from '../../../../components/policies/billing-address-draft';
import { useNotify } from '../../../../components/notifications/use-notify';
import { useDraftForm } from '../../../../components/wizard/use-draft-form';
import { WizardSection } from '../../../../components/wizard/wizard-section';
import { WizardStepForm } from '../../../../components/wizard/wizard-step-form';
import { readApiError } from '../../../../lib/api-error';
import { createAttemptKeys } from '../../../../lib/idempotency-key';
import { motorRegistrationActions } from '../../../motor/shared/wizard/registration-slice';
import { useDraftCreditLife } from '../../../motor/shared/wizard/credit-life-beside';
import { CREDIT_LIFE_NOT_PRICED } from '../../../motor/shared/wizard/credit-life-premium';
import { useMotorDraft } from '../../../motor/shared/wizard/use-motor-draft';
import { useSendMotorApplication } from '../../../motor/shared/wizard/use-send-motor-application';
import { DESK_UPLOAD_URL, useGetDeskApplicationQuery, useSendForAcceptanceMutation } from '../api/desk-api';
import { DESK_PATHS } from '../state/desk-paths';
import { DeskCoverSummary, useDeskReferralReasons } from './desk-cover-summary';

const kindLabel = (kind: string) =>
  MOTOR_APPLICATION_DOCUMENT_KINDS.find((entry) => entry.value === kind)?.label ?? 'A document';

const ADD_THIS_DOCUMENT = 'Please add this document';

/** The operator's confirmation (the registration form's acceptTermsAndCondition); the consents are the employee's. */
export const DESK_CONFIRMATION =
  'The employee gave me these answers and asked me to apply for this cover on their behalf. They accept the terms and consents themselves.';
const confirmationSchema = z.object({
  terms: z.literal(true, { message: 'Please confirm that the employee asked you to apply' }),
});
type Confirmation = { terms: boolean };

/** What the employee authorises besides, by how the premium is paid. */
const AUTHORISES: Record<PaymentMethodChoice, string> = {
  debit_order: ', and authorises the debit order,',
  deduct_from_salary: ', and authorises the deduction from their salary,',
};

/**
 * Step 7 at the desk, documents and sending: the driver's licence (and the finance agreement for a financed
 * vehicle), then "Send to the employee for acceptance": the application is registered for the holder
 * (registerVehicle), the documents it still needs uploaded (submitDocuments; those still to add are said
 * before Send is pressed, and flagged at their fields from the first press) and the review link emailed and
 * texted to the employee (sendForAcceptance). The operator makes no declaration: the employee accepts the
 * terms and POPIA/TCF consent (and the debit order or the salary deduction) themselves before cover starts.
 */
export function DeskStepSend({ holder }: { holder: DeskPolicyHolder }) {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const navigate = useNavigate();
  const { values, application } = useMotorDraft();
  const credit = useDraftCreditLife('employee');
  const goesToUnderwriter = useDeskReferralReasons(holder).length > 0;
  const form = useDraftForm<Confirmation>({
    schema: confirmationSchema,
    values: { terms: values.consents.terms },
    onEdit: ({ terms }) =>
      dispatch(motorRegistrationActions.valuesEdited({ consents: { ...values.consents, terms } })),
  });
  const [files, setFiles] = useState<DocumentFiles<MotorApplicationDocumentKind>>({});
  const [sendKeys] = useState(createAttemptKeys);
  const { send, sending } = useSendMotorApplication('employee');
  const [sendForAcceptance, forwarding] = useSendForAcceptanceMutation();
  const applicationId = application?.applicationId ?? '';
  const current = useGetDeskApplicationQuery({ applicationId }, { skip: !applicationId });
  const { uploads, uploadAll } = useDocumentUploads<MotorApplicationDocumentKind>({
    url: DESK_UPLOAD_URL,
    audience: null,
    idField: 'applicationId',
    onUploaded: (_kind, reply) => {
      const parsed = motorApplicationSchema.safeParse(reply);
      if (parsed.success) dispatch(motorRegistrationActions.documentsUpdated(parsed.data));
    },
  });

  useEffect(() => {
    if (current.data) dispatch(motorRegistrationActions.documentsUpdated(current.data));
  }, [current.data, dispatch]);

  const financed = values.motorVehicleFinance.isPayingCarLoan === true;
  const required = (application?.requiredDocuments ??
    requiredMotorApplicationDocuments(financed)) as MotorApplicationDocumentKind[];
  const outstanding = (application?.documentsOutstanding ?? required) as MotorApplicationDocumentKind[];
  const present = required.filter((kind) => !outstanding.includes(kind));
  // said before Send is pressed, and flagged at each field from the first press (with the confirmation)
  const missing = outstanding.filter((kind) => !files[kind]);
  const tried = form.formState.submitCount > 0;

  const save = async () => {
    // credit life that has no premium is not sent: the employee would be charged what nobody was told
    if (!credit.ready) return CREDIT_LIFE_NOT_PRICED;
    if (missing.length > 0) return `Please add: ${missing.map(kindLabel).join(', ')}.`;
    const sent = await send();
    if (!sent.ok) return sent.error.message;
    const needed = sent.application.documentsOutstanding;
    const toUpload = Object.fromEntries(
      Object.entries(files).filter(([kind]) => needed.includes(kind)),
    ) as DocumentFiles<MotorApplicationDocumentKind>;
    const stillMissing = needed.filter((kind) => !toUpload[kind as MotorApplicationDocumentKind]);
    if (stillMissing.length > 0) return `Please add: ${stillMissing.map(kindLabel).join(', ')}.`;
    if (!(await uploadAll(sent.application.applicationId, toUpload))) return UPLOADING_DOCUMENTS_FAILED;
    const body = { applicationId: sent.application.applicationId };
    const result = await sendForAcceptance({ body, idempotencyKey: sendKeys.keyFor(body) });
    if ('error' in result) {
      notify.error(UNABLE_TO.CREATE_APPLICATION);
      return readApiError(result.error).message;
    }
    sendKeys.complete();
    notify.success(result.data.message);
    dispatch(motorRegistrationActions.applicationDeclared());
    await navigate(DESK_PATHS.application(body.applicationId), { state: { sent: result.data } });
    return null;
  };

  return (
    <WizardStepForm
      label="Documents and sending"
      form={form}
      onSave={save}
      backLabel="Back"
      submitLabel="Send to the employee for acceptance"
      submitting={sending || forwarding.isLoading}
    >
      <WizardSection title="The cover">
        <DeskCoverSummary credit={credit} holder={holder} />
      </WizardSection>
      <DocumentUploadSection
        title="The employee’s documents"
        intro={
          financed
            ? 'Upload the driver’s licence (both sides) and the finance agreement or a settlement letter: a photo or a scan of each.'
            : 'Upload the driver’s licence (both sides): a photo or a scan.'
        }
        kinds={MOTOR_APPLICATION_DOCUMENT_KINDS.filter((kind) => required.includes(kind.value))}
        required={outstanding}
        files={files}
        onFile={(kind, file, problem) => setFiles((list) => withFile(list, kind, file, problem))}
        uploads={uploads}
        present={present}
        errors={tried ? Object.fromEntries(missing.map((kind) => [kind, ADD_THIS_DOCUMENT])) : {}}
      />
      {missing.length > 0 ? (
        <Alert severity={tried ? 'error' : 'info'} data-testid="desk-documents-missing">
          Still to add before you can send: {missing.map(kindLabel).join(', ')}.
        </Alert>
      ) : null}
      {present.length > 0 ? (
        <Alert severity="success">Received: {present.map(kindLabel).join(', ')}.</Alert>
      ) : null}
      <WizardSection title="The employee accepts">
        <Alert severity="info" sx={{ mb: 2 }}>
          Cover starts only after {holder.firstName} accepts the terms and the POPIA and TCF consent
          {AUTHORISES[values.paymentMethod]} themselves (and once the inspection is approved
          {goesToUnderwriter ? ' and an underwriter approves the application' : ''}). We email and text them a
          link to review what you did and accept: to{' '}
          {[holder.maskedEmail, holder.maskedCellphone && formatMaskedMobile(holder.maskedCellphone)]
            .filter(Boolean)
            .join(' and ')}
          . The link works for {ON_BEHALF_LINK_DAYS} days.
        </Alert>
        <Box>
          <DeclarationFields form={form} items={[{ name: 'terms', label: DESK_CONFIRMATION }]} />
        </Box>
      </WizardSection>
    </WizardStepForm>
  );
}
