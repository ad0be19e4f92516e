/** The claim assessment page: the claim beside its policy and documents, the payout, and staff-only notes. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  BACKOFFICE_CLAIM_PATHS,
  BACKOFFICE_PATHS as API,
  addDays,
  fillPath,
  formatLongDate,
  saDay,
} from '@cover/domain';
import { json, mockFetch, refusal } from '../../../test/mock-fetch';
import {
  BACKOFFICE_SESSION,
  backofficeClaim,
  CLAIM_ID,
  payoutAccountReply,
  POLICY_ID,
} from '../testing/backoffice-fixtures';
import { backofficePolicy, historyEntry } from '../testing/console-fixtures';
import { DETAIL, imageOnly, open, POLICY } from './testing/assessment-page';

afterEach(() => vi.unstubAllGlobals());

const PAY = fillPath(BACKOFFICE_CLAIM_PATHS.pay, { claimId: CLAIM_ID });
const PAYOUT_ACCOUNT = fillPath(BACKOFFICE_CLAIM_PATHS.payoutAccount, { claimId: CLAIM_ID });
const payoutAccount = (settlement: { creditProvider: string; amount: number } | null = null) =>
  payoutAccountReply(900_000, settlement);
const NOTES = fillPath(API.claimNotes, { id: CLAIM_ID });

/** The value the fact `label` has within `region` (a description list's dd beside its dt). */
const factIn = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

/** The claim approved for R 9 000 and waiting for its payout, with its policy. */
const awaitingPayout = {
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
};

describe('claim assessment page', () => {
  it('names the claim’s accidental death benefit and the policy’s natural death cover for what they are', async () => {
    const waitingEnds = addDays(saDay(new Date()), 182);
    mockFetch({
      ...BACKOFFICE_SESSION,
      [`GET ${DETAIL}`]: () =>
        json(
          200,
          backofficeClaim({
            documents: imageOnly,
            funeralClaimBlock: { dateOfDeath: '2026-02-27', causeOfDeath: 'accidental', memberId: 'm-1' },
            waitingPeriodEndsOn: waitingEnds,
          } as Partial<ReturnType<typeof backofficeClaim>>),
        ),
      [`GET ${POLICY}`]: () => json(200, backofficePolicy({ sumAssured: 1_500_000 })),
    });
    await open();
    const summary = await screen.findByRole('region', { name: 'Claim CLM-2026-000123' }, { timeout: 5000 });
    expect(factIn(summary, 'Accidental death benefit')).toHaveTextContent('R 30 000,00');
    expect(within(summary).queryByText('Cover amount')).not.toBeInTheDocument();
    // an open claim reads as the console's queue names it
    expect(within(summary).getByText('Open')).toBeInTheDocument();
    expect(within(summary).queryByText('Pending')).not.toBeInTheDocument();
    const policy = (await screen.findByRole('link', { name: 'Policy FUN-2026-000045' })).closest('section')!;
    expect(factIn(policy, 'Main member’s natural death cover')).toHaveTextContent('R 15 000,00');
    expect(within(policy).queryByText('Cover amount')).not.toBeInTheDocument();
    // the waiting period ends after today (the South African day): it still runs
    const terms = screen.getByRole('region', { name: 'Waiting period and cover limits' });
    expect(factIn(terms, 'Waiting period')).toHaveTextContent(`Runs until ${formatLongDate(waitingEnds)}`);
  });

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

  it('records the payout with its reference', async () => {
    const api = mockFetch({
      ...BACKOFFICE_SESSION,
      ...awaitingPayout,
      [`GET ${PAYOUT_ACCOUNT}`]: () => json(200, payoutAccount()),
      [`POST ${PAY}`]: () =>
        json(200, backofficeClaim({ documents: imageOnly, status: 'paid_out', statusDisplayValue: 'Paid' })),
    });
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Record payout' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    // the account in full for whoever pays (QA walk 16): the claim page shows it masked
    const account = await within(dialog).findByTestId('payout-account');
    expect(account).toHaveTextContent('Pay R 9 000,00 into the customer’s account');
    expect(factIn(account, 'Account holder')).toHaveTextContent('Lerato Khumalo');
    expect(factIn(account, 'Bank')).toHaveTextContent('FNB');
    expect(factIn(account, 'Branch code')).toHaveTextContent('250655');
    expect(factIn(account, 'Account number')).toHaveTextContent('62123456789');
    expect(factIn(account, 'Account type')).toHaveTextContent('Cheque');
    expect(api.callsTo('GET', PAYOUT_ACCOUNT)).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Record payout' }));
    expect(await within(dialog).findByText('Please enter the payment reference')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Payment reference/ }), 'EFT-20260310-01');
    await user.click(within(dialog).getByRole('button', { name: 'Record payout' }));
    await waitFor(() => expect(api.callsTo('POST', PAY)[0]?.body).toEqual({ reference: 'EFT-20260310-01' }));
  });

  it('says to settle a financed item’s loan first, and why the account is not shown to the assessor', async () => {
    let refuse = false;
    mockFetch({
      ...BACKOFFICE_SESSION,
      ...awaitingPayout,
      [`GET ${PAYOUT_ACCOUNT}`]: () =>
        refuse
          ? refusal(
              403,
              'FOUR_EYES',
              'The payout must be recorded by someone other than the assessor who recommended the claim',
            )
          : json(200, payoutAccount({ creditProvider: 'WesBank', amount: 600_000 })),
    });
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Record payout' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    const account = await within(dialog).findByTestId('payout-account');
    expect(account).toHaveTextContent('First pay R 6 000,00 to WesBank to settle the loan');
    expect(account).toHaveTextContent('Pay R 3 000,00 into the customer’s account');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Record payout' }));
    const again = await screen.findByRole('dialog');
    expect(await within(again).findByTestId('four-eyes')).toHaveTextContent(
      'someone other than the assessor',
    );
    expect(within(again).queryByText('62123456789')).not.toBeInTheDocument();
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
