import { useState } from 'react';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CLAIM_SUBMITTED_SUCCESSFULLY, UNABLE_TO, type FuneralClaimDocumentKind } from '@cover/domain';
import { ErrorState, LoadingState } from '../../../components/async-state/async-state';
import { ClaimDocumentsSection } from '../../../components/funeral/claim-form/claim-documents-section';
import { FactList } from '../../../components/funeral/fact-list';
import {
  accountTypeLabel,
  bankLabel,
  documentKindLabel,
  formatDate,
} from '../../../components/funeral/labels';
import { RecentlyUpdatedMarker, StatusChip } from '../../../components/funeral/status-chip';
import { Money } from '../../../components/money/money-display';
import { useNotify } from '../../../components/notifications/use-notify';
import { PageFrame } from '../../../components/page/page-frame';
import { readApiError } from '../../../lib/api-error';
import {
  useGetClaimByIdQuery,
  useGetClaimDocumentsQuery,
  useSubmitClaimByIdMutation,
} from '../api/claims-api';
import { FUNERAL_PATHS_WEB } from '../routes/paths';
import { ClaimDocumentsList } from './claim-documents-list';
import { useClaimUploads } from './use-claim-uploads';

/** One claim: status (Pending, OnHold, Recommendation Awaited …), amounts, facts, payout, documents. */
export function ClaimDetailPage() {
  const { claimId = '' } = useParams();
  const notify = useNotify();
  const claim = useGetClaimByIdQuery(claimId);
  const documents = useGetClaimDocumentsQuery(claimId);
  const { uploads, uploadAll, reset } = useClaimUploads();
  const [files, setFiles] = useState<Partial<Record<FuneralClaimDocumentKind, File>>>({});
  const [busy, setBusy] = useState(false);
  const [submitById] = useSubmitClaimByIdMutation();
  const back = { to: FUNERAL_PATHS_WEB.claims, label: 'My claims' };

  if (claim.isLoading)
    return (
      <PageFrame title="Your claim" back={back}>
        <LoadingState label="Loading your claim" lines={6} />
      </PageFrame>
    );
  if (!claim.data)
    return (
      <PageFrame title="Your claim" back={back}>
        <ErrorState message={UNABLE_TO.LOAD_CLAIMS} onRetry={() => void claim.refetch()} />
      </PageFrame>
    );
  const data = claim.data;
  const outstanding = data.documentsOutstanding;

  const addDocuments = async () => {
    setBusy(true);
    const ok = await uploadAll(data.claimId, files);
    await documents.refetch();
    if (ok) {
      const confirmed = await submitById({
        body: { claimId: data.claimId },
        idempotencyKey: `${data.claimId}:confirm:${Object.keys(files).join(',')}`,
      });
      if ('error' in confirmed) notify.error(readApiError(confirmed.error).message);
      else notify.success(CLAIM_SUBMITTED_SUCCESSFULLY);
      setFiles({});
      reset();
    }
    await claim.refetch();
    setBusy(false);
  };

  return (
    <PageFrame title={`Claim ${data.claimNumber}`} back={back}>
      <Stack spacing={2.5}>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
            <StatusChip status={data.status} displayValue={data.statusDisplayValue} />
            <RecentlyUpdatedMarker show={data.recentlyUpdated} />
          </Box>
          <FactList
            columns={3}
            facts={[
              { label: 'Deceased', value: `${data.firstName} ${data.lastName}` },
              { label: 'Date of death', value: formatDate(data.funeralClaimBlock.dateOfDeath) },
              {
                label: 'Cause',
                value: data.funeralClaimBlock.causeOfDeath === 'accidental' ? 'Accidental' : 'Natural',
              },
              { label: 'Amount claimed', value: <Money cents={data.amount} /> },
              { label: 'Member cover', value: <Money cents={data.coverAmount} /> },
              {
                label: 'Amount granted',
                value: data.grantedAmount === null ? 'Not decided yet' : <Money cents={data.grantedAmount} />,
              },
              { label: 'Policy', value: data.policyNumber },
              { label: 'Cover status', value: data.coverStatus === 'GRACE' ? 'Grace period' : 'Active' },
              { label: 'Submitted', value: formatDate(data.createdAt) },
            ]}
          />
          {data.withinWaitingPeriod ? (
            <Alert severity="warning" sx={{ mt: 2 }}>
              Waiting period: {data.notice}
            </Alert>
          ) : null}
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography variant="h4" component="h2" sx={{ mb: 1.5 }}>
            Claimant and payout
          </Typography>
          <FactList
            facts={[
              { label: 'Claimant', value: `${data.claimant.firstName} ${data.claimant.lastName}` },
              { label: 'Mobile', value: data.claimant.mobile },
              { label: 'Bank', value: bankLabel(data.bankDetails.bankName) },
              {
                label: 'Account',
                value: `${data.bankDetails.accountNumber} (${accountTypeLabel(data.bankDetails.accountType)})`,
              },
            ]}
          />
        </Paper>
        <Paper
          variant="outlined"
          sx={{ p: { xs: 2, md: 3 } }}
          component="section"
          aria-labelledby="claim-documents-title"
        >
          <Typography id="claim-documents-title" variant="h4" component="h2" sx={{ mb: 1.5 }}>
            Documents
          </Typography>
          {documents.isLoading ? <LoadingState label="Loading documents" lines={2} /> : null}
          {documents.isError ? (
            <ErrorState message={UNABLE_TO.LOAD_DOCUMENTS} onRetry={() => void documents.refetch()} />
          ) : null}
          {documents.data ? <ClaimDocumentsList documents={documents.data.data} /> : null}
          {outstanding.length > 0 ? (
            <Alert severity="info" sx={{ mt: 2 }}>
              Still needed: {outstanding.map(documentKindLabel).join(', ')}.
            </Alert>
          ) : null}
        </Paper>
        {data.status === 'open' || outstanding.length > 0 ? (
          <>
            <ClaimDocumentsSection
              title="Add documents"
              cause={data.funeralClaimBlock.causeOfDeath}
              files={files}
              uploads={uploads}
              errors={{}}
              present={(documents.data?.data ?? []).map((document) => document.type)}
              onFile={(kind, file, problem) =>
                setFiles((current) => {
                  const next = { ...current };
                  if (file && !problem) next[kind] = file;
                  else delete next[kind];
                  return next;
                })
              }
            />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button
                variant="contained"
                disabled={Object.keys(files).length === 0}
                loading={busy}
                onClick={() => void addDocuments()}
              >
                Upload documents
              </Button>
            </Box>
          </>
        ) : null}
      </Stack>
    </PageFrame>
  );
}
