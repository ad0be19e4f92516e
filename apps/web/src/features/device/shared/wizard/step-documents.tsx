import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import {
  DEVICE_APPLICATION_DOCUMENT_KINDS,
  deviceApplicationSchema,
  requiredDeviceApplicationDocuments,
  type DeviceApplicationDocumentKind,
} from '@cover/domain/device';
import { useAppDispatch } from '../../../../app/hooks';
import { DocumentUploadSection } from '../../../../components/claims/document-upload-section';
import { DocumentsSubmitButton } from '../../../../components/file-upload/documents-submit-button';
import { withFile, type DocumentFiles } from '../../../../components/claims/upload-state';
import { useDocumentUploads } from '../../../../components/claims/use-document-uploads';
import { WizardActions } from '../../../../components/wizard/wizard-actions';
import {
  deviceApplicationUploadUrl,
  useGetDeviceApplicationQuery,
  type DeviceFamily,
} from '../api/purchase-api';
import { deviceRegistrationActions } from './registration-slice';
import { useDeviceDraft } from './use-device-draft';

const kindLabel = (kind: string) =>
  DEVICE_APPLICATION_DOCUMENT_KINDS.find((entry) => entry.value === kind)?.label ?? 'A document';

/**
 * Step 4, documents: proof of purchase (always) and the contract (for a phone on contract), uploaded to the
 * pending application one by one with their progress; each file is checked first (type and size). The
 * application's reply says what it still needs.
 */
export function StepDocuments({ family }: { family: DeviceFamily }) {
  const dispatch = useAppDispatch();
  const { application, values } = useDeviceDraft();
  const applicationId = application?.applicationId ?? '';
  const current = useGetDeviceApplicationQuery({ family, applicationId }, { skip: !applicationId });
  const [files, setFiles] = useState<DocumentFiles<DeviceApplicationDocumentKind>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { uploads, uploadAll } = useDocumentUploads<DeviceApplicationDocumentKind>({
    url: deviceApplicationUploadUrl(family),
    audience: family,
    idField: 'applicationId',
    onUploaded: (_kind, reply) => {
      const parsed = deviceApplicationSchema.safeParse(reply);
      if (parsed.success) dispatch(deviceRegistrationActions.documentsUpdated(parsed.data));
    },
  });

  // The application as the server holds it (e.g. after a reload): what it still needs.
  useEffect(() => {
    if (current.data) dispatch(deviceRegistrationActions.documentsUpdated(current.data));
  }, [current.data, dispatch]);

  const required = (application?.requiredDocuments ??
    requiredDeviceApplicationDocuments(values.isOnContract === true)) as DeviceApplicationDocumentKind[];
  const outstanding = application?.documentsOutstanding ?? required;
  const present = required.filter((kind) => !outstanding.includes(kind));
  const kinds = DEVICE_APPLICATION_DOCUMENT_KINDS.filter((kind) => required.includes(kind.value));
  const missing = outstanding.filter((kind) => !files[kind as DeviceApplicationDocumentKind]);

  const proceed = async () => {
    setProblem(null);
    if (missing.length > 0) {
      setProblem(`Please add: ${missing.map(kindLabel).join(', ')}.`);
      return;
    }
    setBusy(true);
    try {
      const chosen = Object.fromEntries(
        Object.entries(files).filter(([kind]) => outstanding.includes(kind)),
      ) as DocumentFiles<DeviceApplicationDocumentKind>;
      const ok = await uploadAll(applicationId, chosen);
      if (ok) dispatch(deviceRegistrationActions.documentsDone());
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={3}>
      {problem ? (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      ) : null}
      <DocumentUploadSection
        title="Your documents"
        intro={
          values.isOnContract
            ? 'Upload the proof of purchase of the phone and your contract: a photo or a scan of each.'
            : 'Upload the proof of purchase of the phone (the till slip or invoice): a photo or a scan.'
        }
        kinds={kinds}
        required={outstanding as DeviceApplicationDocumentKind[]}
        files={files}
        onFile={(kind, file, fileProblem) => setFiles((list) => withFile(list, kind, file, fileProblem))}
        uploads={uploads}
        present={present}
      />
      {present.length > 0 ? (
        <Alert severity="success">Received: {present.map(kindLabel).join(', ')}.</Alert>
      ) : null}
      <WizardActions backLabel="Back">
        <DocumentsSubmitButton variant="contained" size="large" loading={busy} onClick={() => void proceed()}>
          {outstanding.length === 0 ? 'Continue' : 'Upload and continue'}
        </DocumentsSubmitButton>
      </WizardActions>
    </Stack>
  );
}
