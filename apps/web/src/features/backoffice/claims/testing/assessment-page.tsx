/**
 * The claim assessment page suites' setup (claim-assessment-page.test.tsx, claim-assessment-decisions.test.tsx):
 * the page opened on the claim, the calls it reads, and the claim's documents that show in the page.
 */
import { BACKOFFICE_CLAIM_PATHS, BACKOFFICE_PATHS as API, fillPath } from '@cover/domain';
import { backofficeClaim, CLAIM_ID, POLICY_ID } from '../../testing/backoffice-fixtures';
import { renderBackoffice } from '../../testing/render-backoffice';
import { ClaimAssessmentPage } from '../claim-assessment-page';

export const DETAIL = fillPath(BACKOFFICE_CLAIM_PATHS.detail, { claimId: CLAIM_ID });
export const POLICY = fillPath(API.policy, { policyId: POLICY_ID });
/** The claim's documents that are images (shown in the page). */
export const imageOnly = backofficeClaim().documents.filter((document) =>
  document.contentType.startsWith('image/'),
);

export const open = () =>
  renderBackoffice(<ClaimAssessmentPage />, {
    path: `/operator/backoffice/claims/${CLAIM_ID}`,
    pattern: '/operator/backoffice/claims/:claimId',
  });
