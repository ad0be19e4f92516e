import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { POLICY_ID, refusal } from '../../../../../components/policies/test-records';
import { json, mockFetch } from '../../../../../test/mock-fetch';
import { renderWithApp } from '../../../../../test/render';
import { RETAIL, retailPolicy } from '../test-policy';
import { CancelPolicy } from './cancel-policy';

afterEach(() => vi.unstubAllGlobals());

const CANCEL = `${RETAIL}/cancelPolicy`;

describe('CancelPolicy', () => {
  it('asks for a reason before anything is sent, keeping the comment', async () => {
    const { callsTo } = mockFetch();
    renderWithApp(<CancelPolicy policy={retailPolicy()} />);
    expect(screen.getByText(/You are inside the 31-day cooling-off period/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Anything else/), 'Moving abroad');
    await user.click(screen.getByRole('button', { name: 'Cancel policy FUN-0001' }));
    const reasons = screen.getByRole('radiogroup', { name: /Why are you cancelling/ });
    await waitFor(() => expect(reasons).toHaveAccessibleDescription('Please choose why you are cancelling'));
    expect(screen.getByLabelText(/Anything else/)).toHaveValue('Moving abroad');
    expect(callsTo('POST', CANCEL)).toHaveLength(0);
  });

  it("shows the server's refusal, then the outcome once it is cancelled", async () => {
    let refuse = true;
    const { callsTo } = mockFetch({
      [`POST ${CANCEL}`]: () =>
        refuse
          ? json(409, refusal('A claim on this policy is still open'))
          : json(200, {
              policy: retailPolicy({ status: 'CANCELLED' }),
              withinCoolingOff: true,
              refund: { collectionId: 'c-1', amount: 12_000 },
              message: 'Your policy has been cancelled',
            }),
    });
    renderWithApp(<CancelPolicy policy={retailPolicy()} />);
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('radio')[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Cancel policy FUN-0001' }));
    expect(await screen.findByText('A claim on this policy is still open')).toBeInTheDocument();
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Cancel policy FUN-0001' }));
    expect(
      await screen.findByText('You cancelled within the 31-day cooling-off period.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my policies' })).toBeInTheDocument();
    const [first, second] = callsTo('POST', CANCEL);
    expect(second?.body).toEqual({ policyId: POLICY_ID, reason: (first?.body as { reason: string }).reason });
  });
});
