/**
 * A financed vehicle claimed as stolen (docs/decisions/0043): the approval dialogs say who finances it, the
 * recommendation asks for the settlement from the credit provider's settlement letter (sent as
 * settlementAmount), and the confirmation says who is paid what. A vehicle not financed asks for none.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  BACKOFFICE_CLAIM_PATHS,
  CLAIM_DECISION_MESSAGES,
  CLAIM_PAYOUT_MESSAGES,
  fillPath,
} from '@cover/domain';
import { json, mockFetch } from '../../../test/mock-fetch';
import {
  BACKOFFICE_SESSION,
  backofficeClaim,
  CLAIM_ID,
  NO_ASSESSMENT,
  payoutAccountReply,
} from '../testing/backoffice-fixtures';
import { backofficePolicy } from '../testing/console-fixtures';
import { DETAIL, open, POLICY } from './testing/assessment-page';

afterEach(() => vi.unstubAllGlobals());

const RECOMMEND = fillPath(BACKOFFICE_CLAIM_PATHS.recommend, { claimId: CLAIM_ID });
const PAY = fillPath(BACKOFFICE_CLAIM_PATHS.pay, { claimId: CLAIM_ID });
const PAYOUT_ACCOUNT = fillPath(BACKOFFICE_CLAIM_PATHS.payoutAccount, { claimId: CLAIM_ID });
const endsCover = {
  policyNumber: 'MOT-2026-000004',
  item: 'vehicle' as const,
  linkedCover: [
    {
      policyId: 'cl-1',
      policyNumber: 'VCL-2026-000002',
      line: 'vehicle_credit_life',
      monthlyPremium: 110_250,
    },
  ],
  financedBy: 'WesBank',
};

function serve(claim: ReturnType<typeof backofficeClaim>) {
  return mockFetch({
    ...BACKOFFICE_SESSION,
    [`GET ${DETAIL}`]: () => json(200, claim),
    [`GET ${POLICY}`]: () => json(200, backofficePolicy()),
    [`POST ${RECOMMEND}`]: () => json(200, claim),
  });
}

async function recommendDialog(claim: ReturnType<typeof backofficeClaim>) {
  const api = serve(claim);
  const { user } = await open();
  const region = await screen.findByRole('region', { name: 'Actions' }, { timeout: 5000 });
  await user.click(within(region).getByRole('button', { name: 'Recommend approval' }));
  const dialog = await screen.findByRole('dialog', { name: 'Recommend approval' });
  const box = (name: RegExp) => within(dialog).getByRole('textbox', { name });
  await user.click(box(/Note for the confirmer/));
  await user.paste('Police report checked');
  return { api, user, dialog, box };
}

/** Recommended for approval of R 10 000,00, R 6 000,00 of it to settle the loan with WesBank. */
const recommendedWithSettlement = () =>
  backofficeClaim({
    status: 'acknowledged',
    statusDisplayValue: 'Recommendation Awaited',
    endsCover,
    assessment: {
      ...NO_ASSESSMENT,
      recommendation: 'approve',
      recommendedAmount: 1_000_000,
      recommendationNote: 'Checked',
      recommendedBy: 'Thandi Mokoena',
      recommendedAt: '2026-03-02T09:30:00.000Z',
      settlement: { creditProvider: 'WesBank', amount: 600_000 },
    },
  });

describe('approving a financed vehicle’s theft claim', () => {
  it('says who finances it and that its loan is settled first, not that the credit life goes on as before', async () => {
    const { dialog } = await recommendDialog(
      backofficeClaim({ documentsCompleteAt: '2026-03-01T09:00:00.000Z', endsCover }),
    );
    expect(dialog).toHaveTextContent(
      'The vehicle is financed by WesBank: the settlement on its loan is paid to WesBank first from the amount approved, and the customer is paid the rest.',
    );
    expect(dialog).toHaveTextContent(
      'The credit life VCL-2026-000002 on the vehicle’s finance ends when the payout is recorded: the loan it covers is settled from it.',
    );
    expect(dialog).not.toHaveTextContent('it continues with its own premium');
  });

  it('asks for the settlement from the settlement letter, then sends it', async () => {
    const { api, user, dialog, box } = await recommendDialog(
      backofficeClaim({ documentsCompleteAt: '2026-03-01T09:00:00.000Z', endsCover }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Recommend approval' }));
    expect(
      await within(dialog).findByText(CLAIM_DECISION_MESSAGES.settlementAmount('WesBank')),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', RECOMMEND)).toHaveLength(0);

    await user.type(box(/Settlement to WesBank/), '6000');
    await user.click(within(dialog).getByRole('button', { name: 'Recommend approval' }));
    await waitFor(() => expect(api.callsTo('POST', RECOMMEND)).toHaveLength(1));
    expect(api.callsTo('POST', RECOMMEND)[0]?.body).toEqual({
      recommendation: 'approve',
      amount: 1_000_000,
      settlementAmount: 600_000,
      note: 'Police report checked',
    });
  });

  it('the confirm dialog says who is paid what', async () => {
    serve(recommendedWithSettlement());
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Confirm approval' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm approval' });
    expect(dialog).toHaveTextContent(
      'The claim is approved for R 10 000,00 and waits for its payout: R 6 000,00 to WesBank to settle the loan, and R 4 000,00 to the customer. The customer is told.',
    );
  });

  it('asks no settlement for a vehicle that is not financed', async () => {
    const { dialog } = await recommendDialog(
      backofficeClaim({
        documentsCompleteAt: '2026-03-01T09:00:00.000Z',
        endsCover: { ...endsCover, linkedCover: [], financedBy: null },
      }),
    );
    expect(within(dialog).queryByRole('textbox', { name: /Settlement/ })).not.toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('financed by');
  });

  it('the claim page says who finances the vehicle, and the settlement once recommended', async () => {
    serve(recommendedWithSettlement());
    await open();
    const summary = await screen.findByRole('region', { name: /^Claim CLM-/ }, { timeout: 5000 });
    expect(summary).toHaveTextContent(
      'Financed byWesBank: the settlement on its loan is paid to WesBank first, the customer the rest',
    );
    expect(summary).toHaveTextContent('Settlement to WesBankR 6 000,00 (the customer: R 4 000,00)');
  });
});

/** Approved for R 10 000,00 and waiting for its payout, `settlement` of it to WesBank. */
function awaitingPayout(settlement: number) {
  const claim = backofficeClaim({
    status: 'pending_payout',
    approvalStatus: 'approved',
    statusDisplayValue: 'Approved',
    grantedAmount: 1_000_000,
    endsCover,
    assessment: { ...NO_ASSESSMENT, settlement: { creditProvider: 'WesBank', amount: settlement } },
  });
  return mockFetch({
    ...BACKOFFICE_SESSION,
    [`GET ${DETAIL}`]: () => json(200, claim),
    [`GET ${POLICY}`]: () => json(200, backofficePolicy()),
    [`GET ${PAYOUT_ACCOUNT}`]: () =>
      json(200, payoutAccountReply(1_000_000, { creditProvider: 'WesBank', amount: settlement })),
    [`POST ${PAY}`]: () => json(200, { ...claim, status: 'paid_out', statusDisplayValue: 'Paid' }),
  });
}

async function payoutDialog() {
  const { user } = await open();
  await user.click(await screen.findByRole('button', { name: 'Record payout' }, { timeout: 5000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Record the payout' });
  return { user, dialog, account: await within(dialog).findByTestId('payout-account') };
}

describe('recording the payout of a financed vehicle’s theft claim', () => {
  it('asks for the reference of each payment: the settlement to the credit provider and the customer’s', async () => {
    const api = awaitingPayout(600_000);
    const { user, dialog, account } = await payoutDialog();
    expect(account).toHaveTextContent('a payment of its own, with its own reference');
    expect(account).toHaveTextContent('Then record each payment’s reference.');
    await user.click(within(dialog).getByRole('button', { name: 'Record payout' }));
    expect(
      await within(dialog).findByText(CLAIM_PAYOUT_MESSAGES.settlementReference('WesBank')),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(CLAIM_PAYOUT_MESSAGES.reference)).toBeInTheDocument();
    expect(api.callsTo('POST', PAY)).toHaveLength(0);

    await user.type(
      within(dialog).getByRole('textbox', { name: 'WesBank’s payment reference' }),
      'WB-SETTLE-1',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Customer’s payment reference' }), 'EFT-1');
    await user.click(within(dialog).getByRole('button', { name: 'Record payout' }));
    await waitFor(() => expect(api.callsTo('POST', PAY)).toHaveLength(1));
    expect(api.callsTo('POST', PAY)[0]?.body).toEqual({
      settlementReference: 'WB-SETTLE-1',
      reference: 'EFT-1',
    });
  });

  it('asks only the settlement’s reference when the settlement takes the whole amount, and shows no account', async () => {
    const api = awaitingPayout(1_000_000);
    const { user, dialog, account } = await payoutDialog();
    expect(account).toHaveTextContent(
      'Nothing is left to pay into the customer’s account: the settlement takes the whole amount approved.',
    );
    expect(account).not.toHaveTextContent('62123456789');
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(1);
    await user.type(within(dialog).getByRole('textbox', { name: 'WesBank’s payment reference' }), 'WB-ALL-1');
    await user.click(within(dialog).getByRole('button', { name: 'Record payout' }));
    await waitFor(() => expect(api.callsTo('POST', PAY)).toHaveLength(1));
    expect(api.callsTo('POST', PAY)[0]?.body).toEqual({ settlementReference: 'WB-ALL-1' });
  });
});
