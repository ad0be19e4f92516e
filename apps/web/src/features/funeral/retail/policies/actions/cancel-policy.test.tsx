import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cancellationTerms, POLICY_ID } from '../../../../../components/policies/test-records';
import { json, mockFetch, refusal } from '../../../../../test/mock-fetch';
import { renderWithApp } from '../../../../../test/render';
import { RETAIL, retailPolicy } from '../test-policy';
import { CancelPolicy } from './cancel-policy';

afterEach(() => {
  vi.unstubAllGlobals();
  // the flow keeps its draft and outcome in the tab (cancel-draft.ts): every test starts without them
  sessionStorage.clear();
});

const CANCEL = `${RETAIL}/cancelPolicy`;

describe('CancelPolicy', () => {
  it('asks for a reason before anything is sent, keeping the comment', async () => {
    const { callsTo } = mockFetch();
    renderWithApp(<CancelPolicy policy={retailPolicy()} />);
    expect(screen.getByText(/You are inside the 31-day cooling-off period/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Anything else/), 'Moving abroad');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const reasons = screen.getByRole('radiogroup', { name: /Why are you cancelling/ });
    await waitFor(() => expect(reasons).toHaveAccessibleDescription('Please choose why you are cancelling'));
    expect(screen.getByLabelText(/Anything else/)).toHaveValue('Moving abroad');
    expect(callsTo('POST', CANCEL)).toHaveLength(0);
  });

  it('states the refund and the open claim first, and cancels only after "Yes"', async () => {
    const { callsTo } = mockFetch({
      [`POST ${CANCEL}`]: () =>
        json(200, {
          policy: retailPolicy({ status: 'CANCELLED' }),
          withinCoolingOff: true,
          refund: { collectionId: 'c-1', amount: 15_000 },
          message: 'Your policy has been cancelled',
        }),
    });
    const terms = cancellationTerms({ openClaims: [{ claimId: 'cl-1', claimNumber: 'CLM-2026-000001' }] });
    renderWithApp(<CancelPolicy policy={retailPolicy({ cancellationTerms: terms })} />);
    expect(screen.getByText('If you cancel today')).toBeInTheDocument();
    expect(screen.getByText('If you cancel today').closest('[role=alert]')?.textContent).toMatch(
      /we refund the R\s?150[.,]00 in premiums you paid/,
    );
    expect(screen.getByRole('link', { name: 'claim CLM-2026-000001' })).toHaveAttribute(
      'href',
      '/retail/funeral/claims/cl-1',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Too expensive' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const confirm = screen.getByRole('region', { name: 'Cancel policy FUN-0001?' });
    expect(within(confirm).getByText(/Refund:/)).toHaveTextContent(/R\s?150[.,]00/);
    expect(within(confirm).getByText('Reason: Too expensive')).toBeInTheDocument();
    expect(callsTo('POST', CANCEL)).toHaveLength(0);

    await user.click(within(confirm).getByRole('button', { name: 'Go back' }));
    expect(screen.getByRole('radio', { name: 'Too expensive' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel policy FUN-0001' }));
    expect(
      await screen.findByText('You cancelled within the 31-day cooling-off period.'),
    ).toBeInTheDocument();
    expect(callsTo('POST', CANCEL)).toHaveLength(1);
  });

  it.each([
    [{ claimMade: true, refundAmount: 0 }, /No refund: a claim has been made on this policy/],
    [{ withinCoolingOff: false, refundAmount: 0 }, /cooling-off period ended on 2 April 2026/],
    [{ refundAmount: 0 }, /no premium has been collected yet, so there is nothing to refund/],
  ])('says why nothing is refunded (%o)', (overrides, sentence) => {
    mockFetch();
    renderWithApp(
      <CancelPolicy policy={retailPolicy({ cancellationTerms: cancellationTerms(overrides) })} />,
    );
    expect(screen.getByText(sentence)).toBeInTheDocument();
  });

  it("shows the server's refusal on the confirmation step", async () => {
    let refuse = true;
    const { callsTo } = mockFetch({
      [`POST ${CANCEL}`]: () =>
        refuse
          ? refusal(409, 'VALIDATION_FAILED', 'This policy is already cancelled')
          : json(200, {
              policy: retailPolicy({ status: 'CANCELLED' }),
              withinCoolingOff: false,
              refund: null,
              message: 'Your policy has been cancelled',
            }),
    });
    renderWithApp(<CancelPolicy policy={retailPolicy()} />);
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('radio')[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel policy FUN-0001' }));
    expect(await screen.findByText('This policy is already cancelled')).toBeInTheDocument();
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Yes, cancel policy FUN-0001' }));
    expect(
      await screen.findByText(
        'The cooling-off period had ended, and the premiums paid were for the days up to today, so there is nothing to refund.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my policies' })).toBeInTheDocument();
    const [first, second] = callsTo('POST', CANCEL);
    expect(second?.body).toEqual({ policyId: POLICY_ID, reason: (first?.body as { reason: string }).reason });
  });
});
