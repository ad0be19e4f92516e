/** Deciding a claim on the assessment page: the recommendation it leads with, refusals, and overturning one. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { BACKOFFICE_CLAIM_PATHS, fillPath } from '@cover/domain';
import { json, mockFetch, refusal } from '../../../test/mock-fetch';
import { BACKOFFICE_SESSION, backofficeClaim, CLAIM_ID, NO_ASSESSMENT } from '../testing/backoffice-fixtures';
import { backofficePolicy } from '../testing/console-fixtures';
import { DETAIL, imageOnly, open, POLICY } from './testing/assessment-page';

afterEach(() => vi.unstubAllGlobals());

const CONFIRM = fillPath(BACKOFFICE_CLAIM_PATHS.confirm, { claimId: CLAIM_ID });

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

describe('claim assessment page decisions', () => {
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
    // agreeing needs no note of its own: the recommendation's says why (QA walk 16 no. 10)
    const note = within(dialog).getByRole('textbox', {
      name: /Note on the decision \(staff only, optional\)/,
    });
    expect(note).not.toBeRequired();
    expect(dialog).toHaveTextContent('You agree with the recommendation, whose note says why.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm approval' }));
    await waitFor(() => expect(api.callsTo('POST', CONFIRM)[0]?.body).toEqual({ decision: 'approve' }));
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
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(
      await within(dialog).findByText(
        'The amount cannot be more than R 850,00: the requested R 1 450,00 less the R 600,00 excess',
      ),
    ).toBeInTheDocument();
    // overturning the recommendation needs the confirmer's reason
    expect(within(dialog).getByText('Please give the reason for the decision')).toBeInTheDocument();
    expect(api.callsTo('POST', CONFIRM)).toHaveLength(0);
    await user.type(
      within(dialog).getByRole('textbox', { name: /Note on the decision \(staff only\)/ }),
      'Disclosed after all',
    );
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
});
