import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { BACKOFFICE_CLAIM_PATHS, BACKOFFICE_PATHS as API, fillPath } from '@cover/domain';
import { json, mockFetch, refusal } from '../../../test/mock-fetch';
import {
  BACKOFFICE_SESSION,
  backofficeClaim,
  CLAIM_ID,
  NO_ASSESSMENT,
  POLICY_ID,
} from '../testing/backoffice-fixtures';
import { backofficePolicy, historyEntry } from '../testing/console-fixtures';
import { renderBackoffice } from '../testing/render-backoffice';
import { ClaimAssessmentPage } from './claim-assessment-page';

afterEach(() => vi.unstubAllGlobals());

const DETAIL = fillPath(BACKOFFICE_CLAIM_PATHS.detail, { claimId: CLAIM_ID });
const CONFIRM = fillPath(BACKOFFICE_CLAIM_PATHS.confirm, { claimId: CLAIM_ID });
const PAY = fillPath(BACKOFFICE_CLAIM_PATHS.pay, { claimId: CLAIM_ID });
const NOTES = fillPath(API.claimNotes, { id: CLAIM_ID });
const POLICY = fillPath(API.policy, { policyId: POLICY_ID });
const imageOnly = backofficeClaim().documents.filter((document) => document.contentType.startsWith('image/'));

/** The claim after Thandi recommended it late on 2 March (3 March in South Africa), staff-only note in its history. */
const recommended = (recommendation: 'approve' | 'repudiate') =>
  backofficeClaim({
    documents: imageOnly,
    status: 'acknowledged',
    statusDisplayValue: 'Recommendation Awaited',
    assessment: {
      ...NO_ASSESSMENT,
      recommendation,
      recommendedAmount: recommendation === 'approve' ? 900_000 : null,
      recommendationNote:
        recommendation === 'approve' ? 'Ex gratia within the waiting period' : 'Non-disclosure',
      recommendationCustomerReason:
        recommendation === 'repudiate' ? 'The illness was not disclosed when the cover was taken.' : null,
      recommendedBy: 'Thandi Mokoena',
      recommendedAt: '2026-03-02T22:30:00.000Z',
    },
    history: [
      ...backofficeClaim().history,
      {
        id: 'ev-2',
        type: 'claim.on_hold',
        summary: 'Claim on hold: Waiting for the DHA-1663 form',
        reason: 'Waiting for the DHA-1663 form',
        actor: 'operator:op-1',
        actorName: 'Thandi Mokoena',
        internal: false,
        data: {},
        createdAt: '2026-03-02T09:00:00.000Z',
      },
      {
        id: 'ev-3',
        type: 'claim.recommended',
        summary: 'Recommended to approve R 9 000,00: Ex gratia within the waiting period',
        reason: 'Ex gratia within the waiting period',
        actor: 'operator:op-1',
        actorName: 'Thandi Mokoena',
        internal: true,
        data: {},
        createdAt: '2026-03-02T22:30:00.000Z',
      },
    ],
  });

const actionButtons = () =>
  within(screen.getByRole('region', { name: 'Actions' })).getAllByRole('button') as HTMLButtonElement[];

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
    expect(screen.getAllByText('082 123 4567')).toHaveLength(2);
    expect(screen.getByText('Customer asked to move the debit order date')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Policy FUN-2026-000045' })).toHaveAttribute(
      'href',
      `/operator/backoffice/policies/${POLICY_ID}`,
    );
    const terms = screen.getByRole('region', { name: 'Waiting period and cover limits' });
    expect(terms).toHaveTextContent('Benefit cap per life');
    expect(terms).toHaveTextContent('Ran until 1 October 2025');
    const history = screen.getByRole('region', { name: 'Claim history' });
    expect(within(history).getByText('Claim CLM-2026-000123 received')).toBeInTheDocument();
    expect(within(history).queryByText('Staff only')).not.toBeInTheDocument();
    expect(screen.queryByTestId('recommendation')).not.toBeInTheDocument();
  });

  it('shows the claim history with the staff-only recommendation and leads with the recommended approval', async () => {
    const api = mockFetch({
      ...BACKOFFICE_SESSION,
      [`GET ${DETAIL}`]: () => json(200, recommended('approve')),
      [`GET ${POLICY}`]: () => json(200, backofficePolicy()),
      [`POST ${CONFIRM}`]: () =>
        json(200, {
          ...recommended('approve'),
          status: 'pending_payout',
          approvalStatus: 'approved',
          statusDisplayValue: 'Approved',
        }),
    });
    const { user } = await open();
    expect(await screen.findByTestId('recommendation', {}, { timeout: 5000 })).toHaveTextContent(
      'Recommended by Thandi Mokoena on 3 March 2026: approve R 9 000,00 — Ex gratia within the waiting period',
    );
    const history = screen.getByRole('region', { name: 'Claim history' });
    const entries = within(history).getAllByTestId('history-entry');
    // newest first: the recommendation (staff only), the hold, the claim received
    expect(entries).toHaveLength(3);
    expect(entries[0]).toHaveTextContent('Recommended to approve R 9 000,00');
    expect(entries[0]).toHaveTextContent('Staff only');
    expect(entries[0]).toHaveTextContent('Thandi Mokoena');
    expect(entries[1]).toHaveTextContent('Waiting for the DHA-1663 form');
    expect(entries[1]).not.toHaveTextContent('Staff only');

    const [primary, secondary] = actionButtons();
    expect(primary).toHaveTextContent('Confirm approval');
    expect(primary).toHaveClass('MuiButton-contained');
    expect(secondary).toHaveTextContent('Overturn: repudiate the claim');
    expect(secondary).toHaveClass('MuiButton-outlined');

    await user.click(primary as HTMLButtonElement);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('approved for R 9 000,00');
    await user.type(within(dialog).getByRole('textbox', { name: /Note on the decision/ }), 'Agreed');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm approval' }));
    await waitFor(() =>
      expect(api.callsTo('POST', CONFIRM)[0]?.body).toEqual({ decision: 'approve', reason: 'Agreed' }),
    );
  });

  it('leads with the recommended repudiation and shows a 409 refusal plainly', async () => {
    const api = mockFetch({
      ...BACKOFFICE_SESSION,
      [`GET ${DETAIL}`]: () => json(200, recommended('repudiate')),
      [`GET ${POLICY}`]: () => json(200, backofficePolicy()),
      [`POST ${CONFIRM}`]: () => refusal(409, 'CLAIM_STATE', 'This claim cannot be moved to that status'),
    });
    const { user } = await open();
    expect(await screen.findByTestId('recommendation', {}, { timeout: 5000 })).toHaveTextContent(
      'Recommended by Thandi Mokoena on 3 March 2026: repudiate — Non-disclosure',
    );
    const [primary, secondary] = actionButtons();
    expect(primary).toHaveTextContent('Confirm the repudiation');
    expect(primary).toHaveClass('MuiButton-contained');
    expect(secondary).toHaveTextContent('Overturn: approve the claim');
    expect(secondary).toHaveClass('MuiButton-outlined');

    expect(screen.getByTestId('recommendation')).toHaveTextContent(
      'The customer will be told: The illness was not disclosed when the cover was taken.',
    );

    await user.click(primary as HTMLButtonElement);
    const dialog = await screen.findByRole('dialog');
    // the customer is told the recommendation's reason: the confirmer's note is staff only
    expect(dialog).toHaveTextContent(
      'the customer is told the recommended reason: “The illness was not disclosed when the cover was taken.”',
    );
    expect(within(dialog).queryByRole('textbox', { name: /Reason the customer is given/ })).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: /Note on the decision/ }), 'Agreed');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm repudiation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This claim cannot be moved to that status',
    );
    expect(within(dialog).queryByTestId('four-eyes')).not.toBeInTheDocument();
    expect(api.callsTo('POST', CONFIRM)[0]?.body).toEqual({ decision: 'repudiate', reason: 'Agreed' });
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
      within(dialog).getByRole('textbox', { name: /Reason the customer is given/ }),
      'Funerals abroad are not covered.',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Note on the decision/ }), 'Policy excluded');
    await user.click(within(dialog).getByRole('button', { name: 'Repudiate' }));
    expect(await within(dialog).findByTestId('four-eyes')).toHaveTextContent(
      'someone other than the assessor',
    );
    expect(api.callsTo('POST', CONFIRM)[0]?.body).toEqual({
      decision: 'repudiate',
      reason: 'Policy excluded',
      customerReason: 'Funerals abroad are not covered.',
    });
    expect(screen.getByRole('button', { name: 'Approve the claim', hidden: true })).toBeInTheDocument();
  });

  it('overturning a repudiation asks for the amount, at most the requested amount less the excess', async () => {
    const api = mockFetch({
      ...BACKOFFICE_SESSION,
      [`GET ${DETAIL}`]: () =>
        json(200, { ...recommended('repudiate'), amount: 145_000, payable: { excess: 60_000, max: 85_000 } }),
      [`GET ${POLICY}`]: () => json(200, backofficePolicy()),
      [`POST ${CONFIRM}`]: () => json(200, recommended('repudiate')),
    });
    const { user } = await open();
    await user.click(
      await screen.findByRole('button', { name: 'Overturn: approve the claim' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('at most R 850,00: the requested R 1 450,00 less the R 600,00 excess');
    const amount = within(dialog).getByRole('textbox', { name: /Amount to pay/ });
    await user.clear(amount);
    await user.type(amount, '1450');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Note on the decision/ }),
      'Disclosed after all',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(
      await within(dialog).findByText(
        'The amount cannot be more than R 850,00: the requested R 1 450,00 less the R 600,00 excess',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', CONFIRM)).toHaveLength(0);
    await user.clear(amount);
    await user.type(amount, '850');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(api.callsTo('POST', CONFIRM)[0]?.body).toEqual({
        decision: 'approve',
        reason: 'Disclosed after all',
        amount: 85_000,
      }),
    );
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

  it('adds a staff-only note to the claim: the claim’s history shows it, marked', async () => {
    let claim = backofficeClaim({ documents: imageOnly });
    const api = mockFetch({
      ...BACKOFFICE_SESSION,
      [`GET ${DETAIL}`]: () => json(200, claim),
      [`GET ${POLICY}`]: () => json(200, backofficePolicy()),
      [`POST ${NOTES}`]: (call) => {
        const entry = historyEntry({
          id: 'c-note',
          type: 'claim.staff_note',
          summary: 'Staff note',
          reason: (call.body as { note: string }).note,
          actorName: 'Demo Assessor',
          internal: true,
          createdAt: '2026-03-10T09:00:00.000Z',
        });
        claim = { ...claim, history: [...claim.history, entry] };
        return json(201, { entry });
      },
    });
    const { user } = await open();
    const history = await screen.findByRole('region', { name: 'Claim history' }, { timeout: 5000 });
    const before = within(history).getAllByTestId('history-entry').length;
    const field = screen.getByRole('textbox', { name: 'Note (staff only)' });
    await user.type(field, 'Called the undertaker: the body is at the state mortuary');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(within(history).getAllByTestId('history-entry')).toHaveLength(before + 1));
    expect(api.callsTo('POST', NOTES)[0]?.body).toEqual({
      note: 'Called the undertaker: the body is at the state mortuary',
    });
    const newest = within(history).getAllByTestId('history-entry')[0]!;
    expect(newest).toHaveTextContent('Called the undertaker');
    expect(within(newest).getByText('Staff only')).toBeInTheDocument();
    expect(field).toHaveValue('');
  });
});
