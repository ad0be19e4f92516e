import { useParams } from 'react-router';
import {
  CREDIT_LIFE_CLAIM_EVENTS,
  requiredCreditLifeClaimDocuments,
  type CreditLifeClaim,
  type CreditLifeClaimDocumentKind,
} from '@cover/domain';
import {
  AddClaimDocuments,
  kindsAlreadyIn,
  ClaimPayoutPanel,
  ClaimSummaryPanel,
} from '../../../components/claims/claim-detail-panels';
import { ClaimDetail } from '../../../components/claims/claim-detail';
import { ClaimDocumentsPanel } from '../../../components/claims/claim-documents-panel';
import { ClaimProgress } from '../../../components/claims/claim-progress';
import { DocumentUploadSection, kindsToAdd } from '../../../components/claims/document-upload-section';
import { useAddClaimDocuments } from '../../../components/claims/use-add-claim-documents';
import { FactList, type Fact } from '../../../components/policies/fact-list';
import { formatDate, formatDateTime } from '../../../components/policies/labels';
import {
  creditLifeClaimUploadUrl,
  useGetCreditLifeClaimDocumentsQuery,
  useGetCreditLifeClaimQuery,
  useSubmitCreditLifeClaimByIdMutation,
} from '../api/credit-life-api';
import type { CreditLifeLine, CreditLifeWording } from '../line';
import { creditLifeClaimDocumentKinds } from './claim-draft';
import { creditLifeDocumentKindLabel } from './credit-life-claim-submit';
import { claimCoverStatusText } from '../../../components/claims/claim-cover-status';

const LABELS = { documentKind: creditLifeDocumentKindLabel, dateTime: formatDateTime };

const eventLabel = (value: string) =>
  CREDIT_LIFE_CLAIM_EVENTS.find((event) => event.value === value)?.label ?? value;

function claimFacts(claim: CreditLifeClaim, wording: CreditLifeWording): Fact[] {
  return [
    { label: 'What happened', value: eventLabel(claim.claimEvent) },
    { label: 'Person', value: `${claim.fullName} (${claim.idNumber})` },
    { label: 'Date', value: formatDate(claim.dateOfDeath) },
    ...(claim.timeOfDeath ? [{ label: 'Time', value: claim.timeOfDeath }] : []),
    ...(claim.placeOfDeath ? [{ label: 'Place', value: claim.placeOfDeath }] : []),
    { label: 'An accident', value: claim.deathAnAccident ? 'Yes' : 'No' },
    { label: wording.financedItem, value: claim.financedItem },
    { label: 'Policy', value: claim.policyNumber },
    { label: 'Cover status', value: claimCoverStatusText(claim, claim.dateOfDeath) },
    { label: 'Submitted', value: formatDate(claim.createdAt) },
  ];
}

/**
 * One credit life claim (any line, either audience): where it is on its way, its facts, the payout account, its
 * documents with those still outstanding, and the upload of missing ones.
 */
export function CreditLifeClaimDetail({ line }: { line: CreditLifeLine }) {
  const { claimId = '' } = useParams();
  const { paths, scope, wording } = line;
  const claim = useGetCreditLifeClaimQuery({ scope, claimId });
  const documents = useGetCreditLifeClaimDocumentsQuery({ scope, claimId }, { skip: !claim.isSuccess });
  const [confirm] = useSubmitCreditLifeClaimByIdMutation();
  const adding = useAddClaimDocuments<CreditLifeClaimDocumentKind>(claim, documents, {
    url: creditLifeClaimUploadUrl(scope),
    audience: scope.family,
    confirm: (id, idempotencyKey) => confirm({ scope, body: { claimId: id }, idempotencyKey }),
  });
  const present = (documents.data?.data ?? []).map((document) => document.type);
  const back = claim.data
    ? { to: paths.creditLife(claim.data.policyId), label: `Policy ${claim.data.policyNumber}` }
    : { to: paths.creditLifeList, label: wording.listTitle };

  return (
    <ClaimDetail back={back} claim={claim}>
      {(data) => {
        const kinds = creditLifeClaimDocumentKinds(data.claimEvent);
        const alreadyIn = kindsAlreadyIn(data, present);
        return (
          <>
            <ClaimProgress claim={data} />
            <ClaimSummaryPanel claim={data} hold={adding.hold}>
              <FactList columns={3} facts={claimFacts(data, wording)} />
            </ClaimSummaryPanel>
            <ClaimPayoutPanel claim={data} />
            <ClaimDocumentsPanel
              documents={documents}
              outstanding={data.documentsOutstanding}
              audience={scope.family}
              labels={LABELS}
            />
            <AddClaimDocuments claim={data} adding={adding} remaining={kindsToAdd(kinds, alreadyIn).length}>
              <DocumentUploadSection
                title="Add documents"
                intro="Add what is still needed: clear photos or scans."
                kinds={kinds}
                required={requiredCreditLifeClaimDocuments(data.claimEvent)}
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
