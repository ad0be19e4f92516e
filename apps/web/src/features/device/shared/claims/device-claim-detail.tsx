import { useParams } from 'react-router';
import {
  DEVICE_PATHS,
  requiredDeviceClaimDocuments,
  type DeviceClaim,
  type DeviceClaimDocumentKind,
} from '@cover/domain/device';
import {
  AddClaimDocuments,
  ClaimPayoutPanel,
  ClaimSummaryPanel,
  grantedAmountFact,
  kindsAlreadyIn,
} from '../../../../components/claims/claim-detail-panels';
import { ClaimDetail } from '../../../../components/claims/claim-detail';
import { ClaimProgress } from '../../../../components/claims/claim-progress';
import { ClaimDocumentsPanel } from '../../../../components/claims/claim-documents-panel';
import { DocumentUploadSection, kindsToAdd } from '../../../../components/claims/document-upload-section';
import { useAddClaimDocuments } from '../../../../components/claims/use-add-claim-documents';
import { Money } from '../../../../components/money/money-display';
import { FactList, type Fact } from '../../../../components/policies/fact-list';
import { formatDate, formatDateTime } from '../../../../components/policies/labels';
import {
  useGetDeviceClaimDocumentsQuery,
  useGetDeviceClaimQuery,
  useSubmitDeviceClaimByIdMutation,
  type DeviceFamily,
} from '../api/servicing-api';
import { deviceDocumentKindLabel } from '../policies/labels';
import { deviceWebPaths } from '../policies/paths';
import { deviceClaimDocumentKinds } from './device-claim-draft';
import { claimCoverStatusText } from '../../../../components/claims/claim-cover-status';

const LABELS = { documentKind: deviceDocumentKindLabel, dateTime: formatDateTime };

/**
 * What happened, to which phone, the amounts (the repair quote, claimed, excess, granted) and, for a lost
 * phone, the case. A repair quote above the insured value says the phone is replaced (its value claimed).
 */
function claimFacts(claim: DeviceClaim): Fact[] {
  return [
    { label: 'What happened', value: claim.claimTypeLabel },
    { label: 'Phone', value: claim.device },
    { label: 'Date it happened', value: formatDate(claim.incidentDate) },
    ...(claim.sapsCaseNumber ? [{ label: 'SAPS case number', value: claim.sapsCaseNumber }] : []),
    ...(claim.policeStation ? [{ label: 'Police station', value: claim.policeStation }] : []),
    ...(claim.repairQuote !== null
      ? [
          {
            label: 'Repair quote amount',
            value:
              claim.repairQuote > claim.amount ? (
                <>
                  <Money cents={claim.repairQuote} />: more than the phone is insured for, so it is replaced
                </>
              ) : (
                <Money cents={claim.repairQuote} />
              ),
          },
        ]
      : []),
    { label: 'Amount claimed', value: <Money cents={claim.amount} /> },
    { label: 'Excess', value: <Money cents={claim.excess} /> },
    grantedAmountFact(claim),
    { label: 'Policy', value: claim.policyNumber },
    { label: 'Cover status', value: claimCoverStatusText(claim, claim.incidentDate) },
    { label: 'Submitted', value: formatDate(claim.createdAt) },
  ];
}

/**
 * One device claim (either audience): where it is on its way, its facts, the payout account, its
 * documents (preview, download) with those still outstanding, and the upload of missing ones.
 */
export function DeviceClaimDetail({ family }: { family: DeviceFamily }) {
  const { claimId = '' } = useParams();
  const paths = deviceWebPaths(family);
  const claim = useGetDeviceClaimQuery({ family, claimId });
  const documents = useGetDeviceClaimDocumentsQuery({ family, claimId }, { skip: !claim.isSuccess });
  const [confirm] = useSubmitDeviceClaimByIdMutation();
  const adding = useAddClaimDocuments<DeviceClaimDocumentKind>(claim, documents, {
    url: DEVICE_PATHS[family].uploadDocuments.path,
    audience: family,
    confirm: (id, idempotencyKey) => confirm({ family, body: { claimId: id }, idempotencyKey }),
  });
  const present = (documents.data?.data ?? []).map((document) => document.type);

  return (
    <ClaimDetail back={{ to: paths.claims, label: 'My claims' }} claim={claim}>
      {(data) => {
        const kinds = deviceClaimDocumentKinds(data.claimType);
        const alreadyIn = kindsAlreadyIn(data, present);
        return (
          <>
            <ClaimProgress claim={data} />
            <ClaimSummaryPanel claim={data} hold={adding.hold}>
              <FactList columns={3} facts={claimFacts(data)} />
            </ClaimSummaryPanel>
            <ClaimPayoutPanel claim={data} />
            <ClaimDocumentsPanel
              documents={documents}
              outstanding={data.documentsOutstanding}
              audience={family}
              labels={LABELS}
            />
            <AddClaimDocuments claim={data} adding={adding} remaining={kindsToAdd(kinds, alreadyIn).length}>
              <DocumentUploadSection
                title="Add documents"
                intro="Add what is still needed: clear photos or scans."
                kinds={kinds}
                required={requiredDeviceClaimDocuments(data.claimType)}
                {...adding.fields}
                present={alreadyIn}
              />
            </AddClaimDocuments>
          </>
        );
      }}
    </ClaimDetail>
  );
}
