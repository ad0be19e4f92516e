import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { BACKOFFICE_CLAIM_PATHS, BACKOFFICE_PATHS as API, fillPath } from '@cover/domain';
import { json, mockFetch } from '../../../test/mock-fetch';
import {
  BACKOFFICE_SESSION,
  CLAIM_ID,
  POLICY_ID,
  backofficeClaim,
  refusal,
} from '../testing/backoffice-fixtures';
import { backofficePolicy } from '../testing/console-fixtures';
import { renderBackoffice } from '../testing/render-backoffice';
import { ClaimAssessmentPage } from './claim-assessment-page';

afterEach(() => vi.unstubAllGlobals());

const DETAIL = fillPath(BACKOFFICE_CLAIM_PATHS.detail, { claimId: CLAIM_ID });
const CONFIRM = fillPath(BACKOFFICE_CLAIM_PATHS.confirm, { claimId: CLAIM_ID });
const PAY = fillPath(BACKOFFICE_CLAIM_PATHS.pay, { claimId: CLAIM_ID });
const POLICY = fillPath(API.policy, { policyId: POLICY_ID });
const imageOnly = backofficeClaim().documents.filter((document) => document.contentType.startsWith('image/'));

const open = () =>
  renderBackoffice(<ClaimAssessmentPage />, {
    path: `/operator/backoffice/claims/${CLAIM_ID}`,
    pattern: '/operator/backoffice/claims/:claimId',
  });

describe('claim assessment page', () => {
  it('shows the documents in the page, the policy with its history beside the claim and its cover terms', async () => {
    mockFetch({
      ...BACKOFFICE_SESSION,
      [`GET ${DETAIL}`]: () => json(200, backofficeClaim({ documents: imageOnly })),
      [`GET ${POLICY}`]: () => json(200, backofficePolicy()),
    });
    await open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Claim CLM-2026-000123' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Deceased ID: id\.jpg/ })).toHaveAttribute(
      'src',
      '/api/backoffice/claims/documents/doc-2/download?disposition=inline',
    );
    expect(await screen.findByRole('heading', { name: 'Policy history' })).toBeInTheDocument();
    expect(screen.getByText('Customer asked to move the debit order date')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Policy FUN-2026-000045' })).toHaveAttribute(
      'href',
      `/operator/backoffice/policies/${POLICY_ID}`,
    );
    const terms = screen.getByRole('region', { name: 'Waiting period and cover limits' });
    expect(terms).toHaveTextContent('Benefit cap per life');
    expect(terms).toHaveTextContent('Ran until 1 October 2025');
  });

  it('decides an awaited recommendation (either way when the recommendation is not known) and shows a four-eyes refusal', async () => {
    const api = mockFetch({
      ...BACKOFFICE_SESSION,
      [`GET ${DETAIL}`]: () =>
        json(
          200,
          backofficeClaim({
            documents: imageOnly,
            status: 'acknowledged',
            statusDisplayValue: 'Recommendation Awaited',
          }),
        ),
      [`GET ${POLICY}`]: () => json(200, backofficePolicy()),
      [`POST ${CONFIRM}`]: () =>
        refusal(
          403,
          'FOUR_EYES',
          'A recommendation must be confirmed by someone other than the assessor who made it',
        ),
    });
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Repudiate the claim' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason for the decision/ }),
      'Policy excluded',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Repudiate' }));
    expect(await within(dialog).findByTestId('four-eyes')).toHaveTextContent(
      'someone other than the assessor',
    );
    expect(api.callsTo('POST', CONFIRM)[0]?.body).toEqual({
      decision: 'repudiate',
      reason: 'Policy excluded',
    });
    expect(screen.getByRole('button', { name: 'Approve the claim', hidden: true })).toBeInTheDocument();
  });

  it('records the payout with its reference', async () => {
    const api = mockFetch({
      ...BACKOFFICE_SESSION,
      [`GET ${DETAIL}`]: () =>
        json(
          200,
          backofficeClaim({
            documents: imageOnly,
            status: 'pending_payout',
            statusDisplayValue: 'Approved',
            grantedAmount: 900_000,
          }),
        ),
      [`GET ${POLICY}`]: () => json(200, backofficePolicy()),
      [`POST ${PAY}`]: () =>
        json(200, backofficeClaim({ documents: imageOnly, status: 'paid_out', statusDisplayValue: 'Paid' })),
    });
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Record payout' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Pay R 9 000,00 into FNB ••••6789');
    await user.click(within(dialog).getByRole('button', { name: 'Record payout' }));
    expect(await within(dialog).findByText('Please enter the payment reference')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Payment reference/ }), 'EFT-20260310-01');
    await user.click(within(dialog).getByRole('button', { name: 'Record payout' }));
    await waitFor(() => expect(api.callsTo('POST', PAY)[0]?.body).toEqual({ reference: 'EFT-20260310-01' }));
  });
});
