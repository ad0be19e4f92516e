import { useParams } from 'react-router';
import Typography from '@mui/material/Typography';
import {
  MOTOR_PATHS,
  motorClaimNeedsInspection,
  PHOTO_EDITABLE_STATUSES,
  requiredMotorClaimDocuments,
  type AssessmentStatus,
  type MotorClaim,
  type MotorClaimDocumentKind,
} from '@cover/domain/motor';
import {
  AddClaimDocuments,
  kindsAlreadyIn,
  ClaimPayoutPanel,
  ClaimSummaryPanel,
} from '../../../../components/claims/claim-detail-panels';
import { ClaimDetail } from '../../../../components/claims/claim-detail';
import { ClaimDocumentsPanel } from '../../../../components/claims/claim-documents-panel';
import { ClaimProgress } from '../../../../components/claims/claim-progress';
import { DocumentUploadSection, kindsToAdd } from '../../../../components/claims/document-upload-section';
import { useAddClaimDocuments } from '../../../../components/claims/use-add-claim-documents';
import { FactList } from '../../../../components/policies/fact-list';
import { formatDateTime } from '../../../../components/policies/labels';
import { SectionCard } from '../../../../components/policies/section-card';
import { type MotorFamily } from '../api/servicing-api';
import {
  useConfirmMotorClaimMutation,
  useGetMotorClaimDocumentsQuery,
  useGetMotorClaimQuery,
} from '../api/claims-api';
import { motorDocumentKindLabel } from '../policies/labels';
import { motorWebPaths } from '../policies/paths';
import { AssessmentChip } from '../pre-inspections/assessment-chip';
import { motorClaimDocumentKinds } from './claim-documents';
import { AccidentFacts, ClaimStory, motorClaimFacts } from './claim-facts';
import { InspectionLink } from './inspection-link';

/** In the list of what is still needed: the photos of the damage, taken with the inspection link. */
const INSPECTION_PHOTOS = 'inspection_photos';
const INSPECTION_PHOTOS_LABEL = 'Inspection photos (taken with the link we text you)';

const LABELS = {
  documentKind: (kind: string) =>
    kind === INSPECTION_PHOTOS ? INSPECTION_PHOTOS_LABEL : motorDocumentKindLabel(kind),
  dateTime: formatDateTime,
};

/** While the claim is not decided, photos may still be taken for its inspection. */
const undecided = (claim: MotorClaim) =>
  claim.approvalStatus === 'pending' && (claim.status === 'open' || claim.status === 'in_review');

/** The claim is decided: approved or repudiated, or past the decision (payout, paid, closed). */
const decided = (claim: MotorClaim) =>
  claim.approvalStatus !== 'pending' ||
  claim.status === 'pending_payout' ||
  claim.status === 'paid_out' ||
  claim.status === 'closed';

/** Whether the damage is still to be photographed: an inspected type, undecided, its photos not yet in. */
const photosWanted = (claim: MotorClaim) =>
  motorClaimNeedsInspection(claim.claimType) &&
  undecided(claim) &&
  (!claim.inspection || PHOTO_EDITABLE_STATUSES.includes(claim.inspection.status));

/** What the claim still needs: its documents, and the inspection photos while they are wanted. */
const outstandingOf = (claim: MotorClaim): readonly string[] =>
  photosWanted(claim) ? [...claim.documentsOutstanding, INSPECTION_PHOTOS] : claim.documentsOutstanding;

/** The inspection's words once no photos are wanted, by where it and the claim stand. */
function inspectionSentence(claim: MotorClaim, status: AssessmentStatus): string {
  if (status === 'APPROVED') return 'The photos of the damage were accepted.';
  // whatever the inspection's status: a decided claim's inspection is over (the server closes it)
  if (decided(claim)) return 'The inspection is closed: your claim has been decided.';
  if (status === 'SUBMITTED') return 'The photos of the damage are with our assessors.';
  return 'No more photos are needed.';
}

/** The claim's inspection from photos: where it stands and, while photos are wanted, the link again. */
function ClaimInspection({ family, claim }: { family: MotorFamily; claim: MotorClaim }) {
  const { inspection } = claim;
  if (!inspection) {
    // the damage is inspected from photos: the link can be asked for here until the claim is decided
    if (!photosWanted(claim)) return null;
    return (
      <SectionCard title="Inspection of the damage" headerGap={1}>
        <InspectionLink family={family} claimId={claim.claimId} mobileEnding={claim.inspectionMobileEnding} />
      </SectionCard>
    );
  }
  // a decided claim's inspection still waiting (for photos, or for an assessment) shows as no longer needed
  const shown: AssessmentStatus =
    decided(claim) && inspection.status !== 'APPROVED' && inspection.status !== 'REJECTED'
      ? 'CANCELLED'
      : inspection.status;
  return (
    <SectionCard title="Inspection of the damage" headerGap={1} action={<AssessmentChip status={shown} />}>
      {photosWanted(claim) ? (
        <InspectionLink
          family={family}
          claimId={claim.claimId}
          mobileEnding={claim.inspectionMobileEnding}
          texted
        />
      ) : (
        <Typography color="text.secondary">{inspectionSentence(claim, inspection.status)}</Typography>
      )}
    </SectionCard>
  );
}

/**
 * One motor claim (either audience): where it is on its way, its facts and story, the accident details,
 * the inspection of the damage, the payout account, its documents (preview, download) with those still
 * outstanding, and the upload of missing ones.
 */
export function MotorClaimDetail({ family }: { family: MotorFamily }) {
  const { claimId = '' } = useParams();
  const paths = motorWebPaths(family);
  const claim = useGetMotorClaimQuery({ family, claimId });
  const documents = useGetMotorClaimDocumentsQuery({ family, claimId }, { skip: !claim.isSuccess });
  const [confirm] = useConfirmMotorClaimMutation();
  const adding = useAddClaimDocuments<MotorClaimDocumentKind>(claim, documents, {
    url: MOTOR_PATHS[family].uploadDocuments.path,
    audience: family,
    confirm: (id, idempotencyKey) => confirm({ family, body: { claimId: id }, idempotencyKey }),
  });
  const present = (documents.data?.data ?? []).map((document) => document.type);

  return (
    <ClaimDetail back={{ to: paths.claims, label: 'My claims' }} claim={claim}>
      {(data) => {
        const kinds = motorClaimDocumentKinds(data.claimType);
        const alreadyIn = kindsAlreadyIn(data, present);
        const outstanding = outstandingOf(data);
        return (
          <>
            <ClaimProgress claim={{ ...data, documentsOutstanding: outstanding }} />
            <ClaimSummaryPanel claim={data} hold={adding.hold}>
              <FactList columns={3} facts={motorClaimFacts(data)} />
              <ClaimStory claim={data} />
            </ClaimSummaryPanel>
            {data.accident ? <AccidentFacts accident={data.accident} /> : null}
            <ClaimInspection family={family} claim={data} />
            <ClaimPayoutPanel claim={data} />
            <ClaimDocumentsPanel
              documents={documents}
              outstanding={outstanding}
              audience={family}
              labels={LABELS}
            />
            <AddClaimDocuments
              claim={data}
              adding={adding}
              remaining={kindsToAdd(kinds, alreadyIn).length}
              neededElsewhere={photosWanted(data)}
            >
              <DocumentUploadSection
                title="Add documents"
                intro="Add what is still needed: clear photos or scans."
                kinds={kinds}
                required={requiredMotorClaimDocuments(data.claimType)}
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
