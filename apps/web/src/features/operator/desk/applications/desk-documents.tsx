import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { UPLOADING_DOCUMENTS_FAILED } from '@cover/domain';
import {
  type OperatorApplication,
  MOTOR_APPLICATION_DOCUMENT_KINDS,
  type MotorApplicationDocumentKind,
} from '@cover/domain/motor';
import { useAppDispatch } from '../../../../app/hooks';
import { ErrorState, LoadingState } from '../../../../components/async-state/async-state';
import { DocumentList } from '../../../../components/claims/document-list';
import { DocumentUploadSection, kindsToAdd } from '../../../../components/claims/document-upload-section';
import { withFile, type DocumentFiles } from '../../../../components/claims/upload-state';
import { useDocumentUploads } from '../../../../components/claims/use-document-uploads';
import { DocumentsSubmitButton } from '../../../../components/file-upload/documents-submit-button';
import { useNotify } from '../../../../components/notifications/use-notify';
import { formatDateTime } from '../../../../components/policies/format-time';
import { SectionCard } from '../../../../components/policies/section-card';
import { readApiError } from '../../../../lib/api-error';
import { motorApplicationDocumentLabel } from '../../../motor/shared/policies/labels';
import { DESK_UPLOAD_URL, deskApi, useGetDeskApplicationDocumentsQuery } from '../api/desk-api';

const LABELS = { documentKind: motorApplicationDocumentLabel, dateTime: formatDateTime };

/** Upload more documents: the ones the application still needs are marked required. */
function DeskUpload({
  applicationId,
  outstanding,
  onDone,
}: {
  applicationId: string;
  outstanding: readonly MotorApplicationDocumentKind[];
  onDone: () => void;
}) {
  const notify = useNotify();
  const [files, setFiles] = useState<DocumentFiles<MotorApplicationDocumentKind>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { uploads, uploadAll } = useDocumentUploads<MotorApplicationDocumentKind>({
    url: DESK_UPLOAD_URL,
    audience: null,
    idField: 'applicationId',
  });

  const upload = async () => {
    setProblem(null);
    setBusy(true);
    try {
      if (!(await uploadAll(applicationId, files))) return setProblem(UPLOADING_DOCUMENTS_FAILED);
      notify.success('The documents were uploaded.');
      onDone();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <DocumentUploadSection
        title="Upload documents"
        intro="A photo or a scan of each document."
        kinds={kindsToAdd(MOTOR_APPLICATION_DOCUMENT_KINDS)}
        required={outstanding}
        files={files}
        onFile={(kind, file, reason) => setFiles((list) => withFile(list, kind, file, reason))}
        uploads={uploads}
      />
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      <DocumentsSubmitButton
        variant="contained"
        disabled={Object.keys(files).length === 0}
        loading={busy}
        onClick={() => void upload()}
        sx={{ alignSelf: 'flex-start' }}
      >
        Upload
      </DocumentsSubmitButton>
    </Stack>
  );
}

/**
 * The application's documents (getApplicationDocuments): download or preview each, and upload more
 * (submitDocuments, checked by content on the server).
 */
export function DeskDocuments({ application }: { application: OperatorApplication }) {
  const { applicationId } = application;
  const documents = useGetDeskApplicationDocumentsQuery({ applicationId });
  const dispatch = useAppDispatch();
  const [round, setRound] = useState(0);
  const held = documents.data ?? application;

  return (
    <SectionCard title="Documents" headerGap={1.5}>
      {documents.isLoading ? <LoadingState label="Loading the documents" lines={2} /> : null}
      {documents.isError ? (
        <ErrorState
          message={readApiError(documents.error).message}
          onRetry={() => void documents.refetch()}
        />
      ) : null}
      {documents.data ? (
        <DocumentList documents={documents.data.documents} audience={null} labels={LABELS} />
      ) : null}
      {application.status === 'PENDING' ? (
        <DeskUpload
          key={round}
          applicationId={applicationId}
          outstanding={held.documentsOutstanding as MotorApplicationDocumentKind[]}
          onDone={() => {
            setRound((count) => count + 1);
            dispatch(deskApi.util.invalidateTags(['Application']));
          }}
        />
      ) : null}
    </SectionCard>
  );
}
