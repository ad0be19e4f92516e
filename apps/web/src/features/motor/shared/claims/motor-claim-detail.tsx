import { useParams } from 'react-router';
import Typography from '@mui/material/Typography';
import {
  MOTOR_PATHS,
  motorClaimNeedsInspection,
  PHOTO_EDITABLE_STATUSES,
  requiredMotorClaimDocuments,
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

const LABELS = { documentKind: motorDocumentKindLabel, dateTime: formatDateTime };

/** While the claim is not decided, photos may still be taken for its inspection. */
const undecided = (claim: MotorClaim) =>
  claim.approvalStatus === 'pending' && (claim.status === 'open' || claim.status === 'in_review');

/** The claim's inspection from photos: where it stands and, while photos are wanted, the link again. */
function ClaimInspection({ family, claim }: { family: MotorFamily; claim: MotorClaim }) {
  const { inspection } = claim;
  if (!inspection) {
    // the damage is inspected from photos: the link can be asked for here until the claim is decided
    if (!motorClaimNeedsInspection(claim.claimType) || !undecided(claim)) return null;
    return (
      <SectionCard title="Inspection of the damage" headerGap={1}>
        <InspectionLink family={family} claimId={claim.claimId} mobileEnding={claim.inspectionMobileEnding} />
      </SectionCard>
    );
  }
  const photosWanted = undecided(claim) && PHOTO_EDITABLE_STATUSES.includes(inspection.status);
  return (
    <SectionCard
      title="Inspection of the damage"
      headerGap={1}
      action={<AssessmentChip status={inspection.status} />}
    >
      {photosWanted ? (
        <InspectionLink
          family={family}
          claimId={claim.claimId}
          mobileEnding={claim.inspectionMobileEnding}
          texted
        />
      ) : (
        <Typography color="text.secondary">
          {inspection.status === 'APPROVED'
            ? 'The photos of the damage were accepted.'
            : 'The photos of the damage are with our assessors.'}
        </Typography>
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
        return (
          <>
            <ClaimProgress claim={data} />
            <ClaimSummaryPanel claim={data} hold={adding.hold}>
              <FactList columns={3} facts={motorClaimFacts(data)} />
              <ClaimStory claim={data} />
            </ClaimSummaryPanel>
            {data.accident ? <AccidentFacts accident={data.accident} /> : null}
            <ClaimInspection family={family} claim={data} />
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
