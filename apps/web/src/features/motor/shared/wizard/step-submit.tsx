import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { billingDayLabel, formatLongDate, UNABLE_TO, UPLOADING_DOCUMENTS_FAILED } from '@cover/domain';
import {
  MOTOR_APPLICATION_DOCUMENT_KINDS,
  motorApplicationSchema,
  requiredMotorApplicationDocuments,
  type MotorApplicationDocumentKind,
  type MotorApplicationReply,
} from '@cover/domain/motor';
import { useAppDispatch } from '../../../../app/hooks';
import { DocumentUploadSection } from '../../../../components/claims/document-upload-section';
import { withFile, type DocumentFiles } from '../../../../components/claims/upload-state';
import { useDocumentUploads } from '../../../../components/claims/use-document-uploads';
import { DeclarationFields } from '../../../../components/declaration/declaration-fields';
import { useNotify } from '../../../../components/notifications/use-notify';
import { FactList } from '../../../../components/policies/fact-list';
import { useDraftForm } from '../../../../components/wizard/use-draft-form';
import { useWizard } from '../../../../components/wizard/wizard-context';
import { WizardSection } from '../../../../components/wizard/wizard-section';
import { WizardStepForm } from '../../../../components/wizard/wizard-step-form';
import { readApiError } from '../../../../lib/api-error';
import { createAttemptKeys } from '../../../../lib/idempotency-key';
import {
  motorApplicationUploadUrl,
  useDeclareMotorApplicationMutation,
  useGetPurchaseApplicationQuery,
  type MotorFamily,
} from '../api/purchase-api';
import { UNDERWRITER_WORDS } from '../../../on-behalf/lib/underwriter-words';
import {
  consentItems,
  consentPaymentOf,
  consentsPayload,
  consentsSchema,
  takesCreditLife,
} from './banking-rules';
import { creditLifeSummaryFacts, premiumsTogether, useDraftCreditLife } from './credit-life-beside';
import { CREDIT_LIFE_NOT_PRICED, CreditLifeNotPriced } from './credit-life-premium';
import { MOTOR_STEP, type MotorConsentsDraft } from './registration-types';
import { motorRegistrationActions } from './registration-slice';
import { UnderwriterNotice, useUnderwriterReasons } from './underwriter-notice';
import { useMotorDraft } from './use-motor-draft';
import { useSendMotorApplication } from './use-send-motor-application';

const kindLabel = (kind: string) =>
  MOTOR_APPLICATION_DOCUMENT_KINDS.find((entry) => entry.value === kind)?.label ?? 'A document';

/** Why a file chosen earlier must be chosen again: the draft keeps its name, never the file. */
export const CHOOSE_AGAIN_INTRO =
  'Please choose these files again. A file is sent only when you submit, and this device does not keep it if the page is reloaded or you leave this step:';
export const chooseAgain = (name: string) => `Please choose ‘${name}’ again`;

/**
 * Step 7, documents and declaration: the driver's licence (and the finance agreement for a financed
 * vehicle), then the consents with their exact texts (terms, POPIA and TCF, the debit order one for a
 * debit order, and for a salary deduction its own with what it pays a month: the motor premium and the
 * credit life's taken with it; asked once that amount is known; with vehicle credit life its credit check
 * and terms, as credit life taken on its own asks them). Submitting makes (or updates) the
 * application, uploads the documents it still needs with their progress and declares it: the policy is
 * issued at once when the inspection is already approved. The application is made only once the terms
 * are accepted here, so files are sent at submit, not when chosen: the draft keeps the names of the files
 * chosen (never their contents) and, after a reload, names those to choose again; the documents the
 * application already holds are listed by name as received.
 */
export function StepSubmit({
  family,
  onDeclared,
}: {
  family: MotorFamily;
  onDeclared: (reply: MotorApplicationReply) => void;
}) {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const { openStep } = useWizard();
  const { values, quote, application, chosenDocuments } = useMotorDraft();
  const debitOrder = values.paymentMethod === 'debit_order';
  const credit = useDraftCreditLife(family);
  // an application its declaration will refer to an underwriter has no start date until they approve it
  const reasons = useUnderwriterReasons(family, quote);
  const referred = reasons.length > 0;
  const monthlyDeduction = premiumsTogether(credit, quote ? quote.suggestedPremium : null);
  const paidBy = consentPaymentOf(values.paymentMethod);
  const consentPayment = {
    ...paidBy,
    salaryDeduction: paidBy.salaryDeduction && monthlyDeduction !== null,
    creditLife: takesCreditLife(values.motorVehicleFinance),
  };
  const form = useDraftForm<MotorConsentsDraft>({
    schema: consentsSchema(consentPayment),
    values: values.consents,
    onEdit: (consents) => dispatch(motorRegistrationActions.valuesEdited({ consents })),
  });
  const [files, setFiles] = useState<DocumentFiles<MotorApplicationDocumentKind>>({});
  const [declareKeys] = useState(createAttemptKeys);
  const { send, sending } = useSendMotorApplication(family);
  const [declare, declaring] = useDeclareMotorApplicationMutation();
  const applicationId = application?.applicationId ?? '';
  const current = useGetPurchaseApplicationQuery({ family, applicationId }, { skip: !applicationId });
  const { uploads, uploadAll } = useDocumentUploads<MotorApplicationDocumentKind>({
    url: motorApplicationUploadUrl(family),
    audience: family,
    idField: 'applicationId',
    onUploaded: (_kind, reply) => {
      const parsed = motorApplicationSchema.safeParse(reply);
      if (parsed.success) dispatch(motorRegistrationActions.documentsUpdated(parsed.data));
    },
  });

  // The application as the server holds it (e.g. after a reload): what it still needs.
  useEffect(() => {
    if (current.data) dispatch(motorRegistrationActions.documentsUpdated(current.data));
  }, [current.data, dispatch]);

  const financed = values.motorVehicleFinance.isPayingCarLoan === true;
  const required = (application?.requiredDocuments ??
    requiredMotorApplicationDocuments(financed)) as MotorApplicationDocumentKind[];
  const outstanding = (application?.documentsOutstanding ?? required) as MotorApplicationDocumentKind[];
  const present = required.filter((kind) => !outstanding.includes(kind));
  // Chosen before a reload (or before leaving the step) and not sent: named, to be chosen again.
  const lost = outstanding.filter((kind) => chosenDocuments[kind] && !files[kind]);
  const received = present.map((kind) => {
    const names = (application?.documents ?? [])
      .filter((document) => document.kind === kind)
      .map((document) => document.name);
    return names.length > 0 ? `${kindLabel(kind)} (${names.join(', ')})` : kindLabel(kind);
  });

  const save = async (consents: MotorConsentsDraft) => {
    if (!credit.ready) return CREDIT_LIFE_NOT_PRICED;
    const missing = outstanding.filter((kind) => !files[kind]);
    if (missing.length > 0) return `Please add: ${missing.map(kindLabel).join(', ')}.`;
    const sent = await send();
    if (!sent.ok) {
      for (const [path, message] of Object.entries(sent.here))
        if (path.startsWith('consents.'))
          form.setError(path.slice('consents.'.length) as keyof MotorConsentsDraft, {
            type: 'server',
            message,
          });
      return sent.error.message;
    }
    const needed = sent.application.documentsOutstanding;
    const toUpload = Object.fromEntries(
      Object.entries(files).filter(([kind]) => needed.includes(kind)),
    ) as DocumentFiles<MotorApplicationDocumentKind>;
    const stillMissing = needed.filter((kind) => !toUpload[kind as MotorApplicationDocumentKind]);
    if (stillMissing.length > 0) return `Please add: ${stillMissing.map(kindLabel).join(', ')}.`;
    if (!(await uploadAll(sent.application.applicationId, toUpload))) return UPLOADING_DOCUMENTS_FAILED;
    const body = {
      applicationId: sent.application.applicationId,
      consents: consentsPayload(consents, consentPayment),
    };
    const result = await declare({ family, body, idempotencyKey: declareKeys.keyFor(body) });
    if ('error' in result) {
      notify.error(UNABLE_TO.CREATE_APPLICATION);
      return readApiError(result.error).message;
    }
    declareKeys.complete();
    onDeclared(result.data);
    return null;
  };

  const payment = debitOrder
    ? `Debit order from ${values.bankAccount.bankName} on the ${(billingDayLabel(values.bankAccount.debitOrderDate) ?? '').toLowerCase()} of each month`
    : 'Deducted from your salary';

  return (
    <WizardStepForm
      label="Documents and declaration"
      form={form}
      onSave={save}
      backLabel="Back"
      submitLabel="Submit my application"
      submitting={sending || declaring.isLoading}
    >
      <WizardSection title="Your cover">
        <FactList
          facts={[
            {
              label: 'Vehicle',
              value: (
                <>
                  {values.vehicle.make} {values.vehicle.model},{' '}
                  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                    {values.vehicle.vehicle_reg_no}
                  </Box>
                </>
              ),
            },
            ...creditLifeSummaryFacts(credit, quote ? quote.suggestedPremium : null),
            referred
              ? { label: UNDERWRITER_WORDS.coverStartsLabel, value: UNDERWRITER_WORDS.coverStarts }
              : {
                  label: 'Cover starts on',
                  value: values.effectiveDate ? formatLongDate(values.effectiveDate) : '',
                },
            { label: 'Payment', value: payment },
          ]}
        />
        <CreditLifeNotPriced priced={credit.priced} />
        {referred ? (
          <Box sx={{ mt: 2 }}>
            <UnderwriterNotice reasons={reasons} />
          </Box>
        ) : null}
        <Typography variant="body2" color="text.secondary" sx={{ mt: referred ? 1 : 2 }}>
          {referred
            ? 'Cover also waits for your vehicle’s inspection to be approved.'
            : 'Cover starts once your vehicle’s inspection is approved.'}
        </Typography>
        <Button sx={{ mt: 1 }} onClick={() => openStep(MOTOR_STEP.vehicle)}>
          Change my answers
        </Button>
      </WizardSection>
      <DocumentUploadSection
        title="Your documents"
        intro={
          financed
            ? 'Upload your driver’s licence (both sides) and the finance agreement or a settlement letter: a photo or a scan of each.'
            : 'Upload your driver’s licence (both sides): a photo or a scan.'
        }
        kinds={MOTOR_APPLICATION_DOCUMENT_KINDS.filter((kind) => required.includes(kind.value))}
        required={outstanding}
        files={files}
        onFile={(kind, file, problem) => {
          setFiles((list) => withFile(list, kind, file, problem));
          dispatch(
            motorRegistrationActions.documentChosen({ kind, name: file && !problem ? file.name : null }),
          );
        }}
        uploads={uploads}
        errors={Object.fromEntries(lost.map((kind) => [kind, chooseAgain(chosenDocuments[kind] ?? '')]))}
        present={present}
      />
      {lost.length > 0 ? (
        <Alert severity="warning">
          {CHOOSE_AGAIN_INTRO}{' '}
          {lost.map((kind) => `${kindLabel(kind)}: ${chosenDocuments[kind] ?? ''}`).join('; ')}.
        </Alert>
      ) : null}
      {received.length > 0 ? <Alert severity="success">Received: {received.join(', ')}.</Alert> : null}
      <WizardSection title="Your declaration">
        <DeclarationFields form={form} items={consentItems(consentPayment, monthlyDeduction)} />
      </WizardSection>
    </WizardStepForm>
  );
}
