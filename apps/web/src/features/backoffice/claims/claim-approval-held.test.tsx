import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { BACKOFFICE_CLAIM_PATHS, BACKOFFICE_PATHS as API, fillPath } from '@cover/domain';
import { json, mockFetch } from '../../../test/mock-fetch';
import {
  BACKOFFICE_SESSION,
  backofficeClaim,
  CLAIM_ID,
  NO_ASSESSMENT,
  POLICY_ID,
} from '../testing/backoffice-fixtures';
import { backofficePolicy } from '../testing/console-fixtures';
import { renderBackoffice } from '../testing/render-backoffice';
import { ClaimAssessmentPage } from './claim-assessment-page';

afterEach(() => vi.unstubAllGlobals());

const DETAIL = fillPath(BACKOFFICE_CLAIM_PATHS.detail, { claimId: CLAIM_ID });
const POLICY = fillPath(API.policy, { policyId: POLICY_ID });
const PHOTOS_OUTSTANDING =
  'The photos of the damage are outstanding: the customer has not yet taken them with the inspection link. ' +
  'The claim cannot be approved until they are in; it can still be put on hold or repudiated.';

const open = (claim: ReturnType<typeof backofficeClaim>) => {
  mockFetch({
    ...BACKOFFICE_SESSION,
    [`GET ${DETAIL}`]: () => json(200, claim),
    [`GET ${POLICY}`]: () => json(200, backofficePolicy()),
  });
  return renderBackoffice(<ClaimAssessmentPage />, {
    path: `/operator/backoffice/claims/${CLAIM_ID}`,
    pattern: '/operator/backoffice/claims/:claimId',
  });
};

const actions = async () => screen.findByRole('region', { name: 'Actions' }, { timeout: 5000 });
const button = (region: HTMLElement, name: string) => within(region).getByRole('button', { name });

describe('a claim whose approval is held up (motor: the photos of the damage outstanding)', () => {
  it('says the photos are outstanding and offers no approval, but a repudiation and a hold', async () => {
    await open(backofficeClaim({ approvalBlocker: PHOTOS_OUTSTANDING }));
    const region = await actions();
    expect(within(region).getByTestId('approval-held')).toHaveTextContent(PHOTOS_OUTSTANDING);
    expect(button(region, 'Recommend approval')).toBeDisabled();
    expect(button(region, 'Recommend repudiation')).toBeEnabled();
    expect(button(region, 'Put on hold')).toBeEnabled();
  });

  it('offers no approval overturning a recommended repudiation while the photos are outstanding', async () => {
    await open(
      backofficeClaim({
        status: 'acknowledged',
        statusDisplayValue: 'Recommendation Awaited',
        approvalBlocker: PHOTOS_OUTSTANDING,
        assessment: {
          ...NO_ASSESSMENT,
          recommendation: 'repudiate',
          recommendationNote: 'Not on the schedule',
          recommendationCustomerReason: 'The roof rack is not covered.',
          recommendedBy: 'Thandi Mokoena',
          recommendedAt: '2026-03-02T09:00:00.000Z',
        },
      }),
    );
    const region = await actions();
    expect(within(region).getByTestId('approval-held')).toHaveTextContent(PHOTOS_OUTSTANDING);
    expect(button(region, 'Overturn: approve the claim')).toBeDisabled();
    expect(button(region, 'Confirm the repudiation')).toBeEnabled();
  });

  it('says nothing of photos and offers approval when nothing holds it up', async () => {
    await open(backofficeClaim({ approvalBlocker: null }));
    const region = await actions();
    expect(within(region).queryByTestId('approval-held')).toBeNull();
    expect(button(region, 'Recommend approval')).toBeEnabled();
  });
});
