import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { InspectionPage } from '@cover/domain/motor';

export interface AssessmentNoticeProps {
  page: InspectionPage;
}

/** What the customer needs to know about the assessment, or nothing while the photos are still awaited. */
export function AssessmentNotice({ page }: AssessmentNoticeProps) {
  switch (page.assessmentStatus) {
    case 'SUBMITTED':
      return (
        <Alert severity="success" sx={{ mb: 3 }}>
          <AlertTitle component="h2">
            Thank you — we&apos;ll let you know once your photos are assessed
          </AlertTitle>
          Your photos have been sent for assessment. There is nothing more to do for now: you can close this
          page.
        </Alert>
      );
    case 'APPROVED':
      return (
        <Alert severity="success" sx={{ mb: 3 }}>
          <AlertTitle component="h2">Your vehicle inspection is approved</AlertTitle>
          There is nothing more to do. Thank you for taking the photos.
        </Alert>
      );
    case 'REJECTED':
      return (
        <Alert severity="warning" sx={{ mb: 3 }}>
          <AlertTitle component="h2">Some photos need to be taken again</AlertTitle>
          {page.rejectionReason ? `${page.rejectionReason} ` : ''}
          Please retake the photos that need it and send them for assessment again.
        </Alert>
      );
    default:
      return null;
  }
}
