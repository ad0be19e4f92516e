import Alert from '@mui/material/Alert';
import {
  FUNERAL_CLAIM_DOCUMENT_KINDS,
  type FuneralClaimDocumentKind,
  type FuneralClaimView,
} from '@cover/domain/funeral';
import {
  AddClaimDocuments,
  grantedAmountFact,
  kindsAlreadyIn,
  ClaimPayoutPanel,
  ClaimSummaryPanel,
} from '../../../../components/claims/claim-detail-panels';
import { ClaimDetail, type ClaimQuery } from '../../../../components/claims/claim-detail';
import { claimCoverStatusText } from '../../../../components/claims/claim-cover-status';
import { ClaimProgress } from '../../../../components/claims/claim-progress';
import {
  ClaimDocumentsPanel,
  type LoadedClaimDocuments,
} from '../../../../components/claims/claim-documents-panel';
import { kindsToAdd } from '../../../../components/claims/document-upload-section';
import type { useAddClaimDocuments } from '../../../../components/claims/use-add-claim-documents';
import { Money } from '../../../../components/money/money-display';
import { FactList, type Fact } from '../../../../components/policies/fact-list';
import type { Audience } from '../../../../lib/identity';
import { ClaimDocumentsSection } from '../claim-form/claim-documents-section';
import { FUNERAL_CLAIM_LABELS } from '../claim-form/claim-labels';
import { formatDate } from '../labels';

/** More documents for the claim (the shared hook, bound to the audience's upload and confirm calls). */
export type FuneralClaimAdding = ReturnType<typeof useAddClaimDocuments<FuneralClaimDocumentKind>>;

export interface FuneralClaimDetailProps {
  /** where the page leads back to: the audience's claims list */
  back: { to: string; label: string };
  /** whose bearer token the document downloads carry */
  audience: Audience;
  claim: ClaimQuery<FuneralClaimView>;
  documents: LoadedClaimDocuments;
  adding: FuneralClaimAdding;
}

/** Who died, when and how, the amounts, the policy and its cover status, when the claim was made. */
function funeralClaimFacts(claim: FuneralClaimView): Fact[] {
  return [
    { label: 'Deceased', value: `${claim.firstName} ${claim.lastName}` },
    { label: 'Date of death', value: formatDate(claim.funeralClaimBlock.dateOfDeath) },
    {
      label: 'Cause',
      value: claim.funeralClaimBlock.causeOfDeath === 'accidental' ? 'Accidental' : 'Natural',
    },
    { label: 'Amount claimed', value: <Money cents={claim.amount} /> },
    { label: 'Member cover', value: <Money cents={claim.coverAmount} /> },
    grantedAmountFact(claim),
    { label: 'Policy', value: claim.policyNumber },
    { label: 'Cover status', value: claimCoverStatusText(claim, claim.funeralClaimBlock.dateOfDeath) },
    { label: 'Submitted', value: formatDate(claim.createdAt) },
  ];
}

/**
 * One funeral claim, for the retail customer and the employee alike: where it is on its way (Pending, OnHold,
 * Recommendation Awaited …), what a hold asks for with a slot for that document, the facts and the waiting
 * period, the payout, its documents with those still needed, and the upload of missing ones. The audience's
 * page gives its own calls (`claim`, `documents`, `adding`) and where it leads back to.
 */
export function FuneralClaimDetail({ back, audience, claim, documents, adding }: FuneralClaimDetailProps) {
  const present = (documents.data?.data ?? []).map((document) => document.type);
  return (
    <ClaimDetail back={back} claim={claim}>
      {(data) => (
        <>
          <ClaimProgress claim={data} />
          <ClaimSummaryPanel
            claim={data}
            hold={adding.hold}
            notice={
              data.withinWaitingPeriod ? (
                <Alert severity="warning" sx={{ mt: 2 }}>
                  Waiting period: {data.notice}
                </Alert>
              ) : null
            }
          >
            <FactList columns={3} facts={funeralClaimFacts(data)} />
          </ClaimSummaryPanel>
          <ClaimPayoutPanel claim={data} />
          <ClaimDocumentsPanel
            documents={documents}
            outstanding={data.documentsOutstanding}
            audience={audience}
            labels={FUNERAL_CLAIM_LABELS}
          />
          <AddClaimDocuments
            claim={data}
            adding={adding}
            remaining={kindsToAdd(FUNERAL_CLAIM_DOCUMENT_KINDS, kindsAlreadyIn(data, present)).length}
          >
            <ClaimDocumentsSection
              title="Add documents"
              cause={data.funeralClaimBlock.causeOfDeath}
              {...adding.fields}
              present={kindsAlreadyIn(data, present)}
            />
          </AddClaimDocuments>
        </>
      )}
    </ClaimDetail>
  );
}
