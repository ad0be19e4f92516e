import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  BACKOFFICE_APPLICATION_PATHS,
  BACKOFFICE_CLAIM_PATHS,
  BACKOFFICE_PATHS,
  fillPath,
} from '@cover/domain';
import { json, mockFetch } from '../../../test/mock-fetch';
import {
  APPLICATION_ID,
  BACKOFFICE_SESSION,
  backofficeClaim,
  CLAIM_ID,
  NO_ASSESSMENT,
  POLICY_ID,
} from '../testing/backoffice-fixtures';
import { backofficeApplication, backofficePolicy } from '../testing/console-fixtures';
import { renderBackoffice } from '../testing/render-backoffice';
import { UnderwritingPage } from '../applications/underwriting-page';
import { ClaimAssessmentPage } from './claim-assessment-page';

afterEach(() => vi.unstubAllGlobals());

const DETAIL = fillPath(BACKOFFICE_CLAIM_PATHS.detail, { claimId: CLAIM_ID });
const POLICY = fillPath(BACKOFFICE_PATHS.policy, { policyId: POLICY_ID });
const imageOnly = backofficeClaim().documents.filter((document) => document.contentType.startsWith('image/'));

const openClaim = (claim: ReturnType<typeof backofficeClaim>, policy = backofficePolicy()) => {
  const api = mockFetch({
    ...BACKOFFICE_SESSION,
    [`GET ${DETAIL}`]: () => json(200, claim),
    [`GET ${POLICY}`]: () => json(200, policy),
  });
  const rendered = renderBackoffice(<ClaimAssessmentPage />, {
    path: `/operator/backoffice/claims/${CLAIM_ID}`,
    pattern: '/operator/backoffice/claims/:claimId',
  });
  return { api, rendered };
};

const awaiting = (youRecommended: boolean) =>
  backofficeClaim({
    documents: imageOnly,
    status: 'acknowledged',
    statusDisplayValue: 'Recommendation Awaited',
    youRecommended,
    assessment: {
      ...NO_ASSESSMENT,
      recommendation: 'approve',
      recommendedAmount: 900_000,
      recommendationNote: 'Documents in order',
      recommendedBy: 'Demo Assessor',
      recommendedAt: '2026-03-02T09:30:00.000Z',
    },
  });

describe('four eyes before the dialog', () => {
  it('disables confirming or overturning one’s own claim recommendation, saying why beside the buttons', async () => {
    const { rendered } = openClaim(awaiting(true));
    await rendered;
    const confirm = await screen.findByRole('button', { name: 'Confirm approval' }, { timeout: 5000 });
    const overturn = screen.getByRole('button', { name: 'Overturn: repudiate the claim' });
    expect(confirm).toBeDisabled();
    expect(overturn).toBeDisabled();
    expect(screen.getByTestId('four-eyes-own')).toHaveTextContent(
      'Another person must do this: you made this recommendation.',
    );
    expect(confirm).toHaveAccessibleDescription('Another person must do this: you made this recommendation.');
  });

  it('leaves them to another person', async () => {
    const { rendered } = openClaim(awaiting(false));
    await rendered;
    expect(
      await screen.findByRole('button', { name: 'Confirm approval' }, { timeout: 5000 }),
    ).not.toBeDisabled();
    expect(screen.queryByTestId('four-eyes-own')).not.toBeInTheDocument();
  });

  it('disables recording the payout of a claim one recommended (QA walk 16), leaving it to another person', async () => {
    const approved = (youRecommended: boolean) => ({
      ...awaiting(youRecommended),
      status: 'pending_payout' as const,
      statusDisplayValue: 'Approved' as const,
    });
    const { rendered } = openClaim(approved(true));
    await rendered;
    const pay = await screen.findByRole('button', { name: 'Record payout' }, { timeout: 5000 });
    expect(pay).toBeDisabled();
    expect(pay).toHaveAccessibleDescription('Another person must do this: you made this recommendation.');
  });

  it('disables approving or declining one’s own recommended application, not holding it', async () => {
    mockFetch({
      ...BACKOFFICE_SESSION,
      [`GET ${fillPath(BACKOFFICE_APPLICATION_PATHS.detail, { applicationId: APPLICATION_ID })}`]: () =>
        json(
          200,
          backofficeApplication({
            underwritingStatus: 'RECOMMENDATION_AWAITED',
            underwritingDisplayValue: 'Recommendation Awaited',
            underwrittenBy: 'Demo Assessor',
            youRecommended: true,
          }),
        ),
    });
    await renderBackoffice(<UnderwritingPage />, {
      path: `/operator/backoffice/applications/${APPLICATION_ID}`,
      pattern: '/operator/backoffice/applications/:applicationId',
    });
    const approve = await screen.findByRole('button', { name: 'Approve' }, { timeout: 5000 });
    expect(approve).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Put on hold' })).not.toBeDisabled();
    expect(screen.getByTestId('four-eyes-own')).toHaveTextContent('Another person must do this');
  });
});

describe('the claim in words', () => {
  it('says a repudiated claim granted nothing', async () => {
    const { rendered } = openClaim(
      backofficeClaim({
        documents: imageOnly,
        status: 'closed',
        approvalStatus: 'repudiated',
        statusDisplayValue: 'Repudiated',
        grantedAmount: null,
      }),
    );
    await rendered;
    const summary = await screen.findByRole('region', { name: 'Claim CLM-2026-000123' }, { timeout: 5000 });
    expect(summary).toHaveTextContent('Amount grantedNothing: repudiated');
    expect(summary).not.toHaveTextContent('Not decided yet');
  });

  it('names documents as the claim type does and states the policy’s waiting period once', async () => {
    // a claim that states no waiting period of its own (a motor or device claim)
    const claim = backofficeClaim({
      documentLabels: { deceased_id: 'Copy of the deceased’s ID' },
      waitingPeriodEndsOn: undefined,
      withinWaitingPeriod: undefined,
    });
    const { rendered } = openClaim(
      claim,
      backofficePolicy({ waitingPeriods: [{ label: 'Waiting period', value: 'None' }] }),
    );
    await rendered;
    expect(
      (await screen.findAllByText('Copy of the deceased’s ID', {}, { timeout: 5000 })).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText('Deceased ID')).not.toBeInTheDocument();
    const terms = await screen.findByRole('region', { name: 'Waiting period and cover limits' });
    await within(terms).findByText('None');
    expect(within(terms).getAllByText('Waiting period')).toHaveLength(1);
  });
});
