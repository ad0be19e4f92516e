import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  PHOTO_EDITABLE_STATUSES,
  type InspectionPage as InspectionPageData,
  type InspectionPagePhoto,
  type InspectionPhotoKind,
} from '@cover/domain/motor';
import { PageFrame } from '../../../components/page/page-frame';
import { readApiError } from '../../../lib/api-error';
import { createInspectionApi, isInspectionApiError, type InspectionApi } from '../api/inspection-api';
import { AssessmentNotice } from '../components/assessment-notice';
import { LinkProblem } from '../components/link-problem';
import { PhotoItem } from '../components/photo-item';
import { SubmitPanel } from '../components/submit-panel';
import { VehicleSummary } from '../components/vehicle-summary';
import { useInspectionPage } from '../hooks/use-inspection-page';
import { useInspectionToken } from '../hooks/use-inspection-token';
import { usePhotoUploads } from '../hooks/use-photo-uploads';
import { createUploadJournal } from '../lib/upload-journal';

const TITLE = 'Vehicle inspection';

/** The page's title: a claim's inspection is named for its claim. */
const titleOf = (page: InspectionPageData | null) =>
  page?.claimNumber ? `Photos for claim ${page.claimNumber}` : TITLE;

function LoadingChecklist() {
  return (
    <Box aria-busy="true" aria-label="Loading the inspection">
      <Skeleton variant="rounded" height={104} sx={{ mb: 3 }} />
      {Array.from({ length: 7 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={248} sx={{ mb: 2 }} />
      ))}
    </Box>
  );
}

interface ChecklistProps {
  api: InspectionApi;
  token: string;
  page: InspectionPageData;
  onPhoto: (photo: InspectionPagePhoto) => void;
  onMarkUploaded: (kind: InspectionPhotoKind) => void;
  onSubmitted: (status: InspectionPageData['assessmentStatus']) => void;
  refresh: () => void;
  onLinkInvalid: () => void;
}

/** The vehicle, the assessment's news, the photos (a claim's: of the damage first) and the button that sends them. */
function InspectionChecklist({
  api,
  token,
  page,
  onPhoto,
  onMarkUploaded,
  onSubmitted,
  refresh,
  onLinkInvalid,
}: ChecklistProps) {
  const editable = PHOTO_EDITABLE_STATUSES.includes(page.assessmentStatus);
  const journal = useMemo(() => createUploadJournal(token), [token]);
  const kinds = useMemo(() => page.photos.map((photo) => photo.kind), [page.photos]);
  const onUploaded = useCallback(
    (kind: InspectionPhotoKind, photo: InspectionPagePhoto | null) => {
      if (photo) {
        onPhoto(photo);
        return;
      }
      // The last reply was lost on the way: the server holds the photo; fetch its preview address.
      onMarkUploaded(kind);
      refresh();
    },
    [onPhoto, onMarkUploaded, refresh],
  );

  const { uploads, busy, takePhoto, cancel } = usePhotoUploads({
    api,
    journal,
    maxPhotoBytes: page.maxPhotoBytes,
    chunkBytes: page.chunkBytes,
    editable,
    kinds,
    onUploaded,
    onLinkInvalid,
  });

  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const notice = useRef<HTMLDivElement>(null);
  const [justSubmitted, setJustSubmitted] = useState(false);
  useEffect(() => {
    if (justSubmitted) notice.current?.focus();
  }, [justSubmitted]);

  const submit = async () => {
    setSubmitting(true);
    setSubmitError(null);
    try {
      const reply = await api.submit();
      onSubmitted(reply.assessmentStatus);
      setJustSubmitted(true);
    } catch (error) {
      if (isInspectionApiError(error) && error.linkInvalid) {
        onLinkInvalid();
        return;
      }
      setSubmitError(isInspectionApiError(error) ? error.message : readApiError(error).message);
      // 422: the server misses photos the page thought were there: show its view of them.
      if (isInspectionApiError(error) && error.status === 422) refresh();
    } finally {
      setSubmitting(false);
    }
  };

  const uploadedCount = page.photos.filter((photo) => photo.status === 'uploaded').length;
  return (
    <>
      <VehicleSummary page={page} />
      <Box ref={notice} tabIndex={-1} sx={{ outline: 'none' }}>
        <AssessmentNotice page={page} />
      </Box>
      {editable ? (
        <Typography sx={{ mb: 2 }}>
          {page.claimNumber
            ? `These are photos of your vehicle and its damage for claim ${page.claimNumber}. `
            : null}
          Take the {page.photos.length} photos below with your phone&apos;s camera, in good light. Each photo
          is made smaller on your phone before it is sent, so the inspection uses little data.
        </Typography>
      ) : null}
      <Typography component="h2" variant="h4" sx={{ mb: 1.5 }}>
        {editable ? 'Your photos' : 'The photos you sent'}
      </Typography>
      <Box component="ol" sx={{ p: 0, m: 0, display: 'grid', gap: 2 }}>
        {page.photos.map((photo, index) => (
          <PhotoItem
            key={photo.kind}
            api={api}
            number={index + 1}
            photo={photo}
            upload={uploads[photo.kind]}
            editable={editable}
            onTake={takePhoto}
            onCancel={cancel}
          />
        ))}
      </Box>
      {editable ? (
        <SubmitPanel
          uploaded={uploadedCount}
          total={page.photos.length}
          busy={busy}
          submitting={submitting}
          error={submitError}
          onSubmit={() => void submit()}
        />
      ) : null}
    </>
  );
}

/**
 * /inspection#t=<token> (issue 11): the mobile vehicle inspection page the customer opens from the SMS. No
 * sign-in: the link's token is the credential. Guided photos, shrunk on the phone and uploaded resumably.
 */
export function InspectionPage() {
  const token = useInspectionToken();
  const api = useMemo(() => (token ? createInspectionApi(token) : null), [token]);
  const { load, retry, refresh, showPhoto, markUploaded, showStatus, showLinkInvalid } =
    useInspectionPage(api);

  return (
    <PageFrame title={titleOf(load.state === 'ready' ? load.page : null)} maxWidth="md">
      {load.state === 'loading' ? <LoadingChecklist /> : null}
      {load.state === 'link-invalid' ? <LinkProblem /> : null}
      {load.state === 'failed' ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" onClick={retry} sx={{ minHeight: 44 }}>
              Try again
            </Button>
          }
        >
          {load.message}
        </Alert>
      ) : null}
      {load.state === 'ready' && api && token ? (
        <InspectionChecklist
          api={api}
          token={token}
          page={load.page}
          onPhoto={showPhoto}
          onMarkUploaded={markUploaded}
          onSubmitted={showStatus}
          refresh={refresh}
          onLinkInvalid={showLinkInvalid}
        />
      ) : null}
    </PageFrame>
  );
}
