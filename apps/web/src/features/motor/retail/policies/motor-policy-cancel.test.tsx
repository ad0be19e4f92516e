import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MOTOR_CANCELLATION_REASONS } from '@cover/domain';
import { POLICY_ID } from '../../../../components/policies/test-records';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { expectPlainText } from '../../../../test/plain-text';
import { motorPolicy, motorPolicyDetail } from '../../shared/policies/test-motor-policy';
import { CANCEL, DETAIL, open } from './motor-policy-action-testing';

afterEach(() => {
  vi.unstubAllGlobals();
  // the cancel flow keeps its draft and outcome in the tab (cancel-draft.ts): every test starts without them
  sessionStorage.clear();
});

describe('RetailMotorPolicyActionPage: cancel', () => {
  it('states what cancelling means, asks for a motor reason of spec 001 §9, and cancels after confirming', async () => {
    const { callsTo } = mockFetch({
      [DETAIL]: () => json(200, motorPolicyDetail()),
      [`POST ${CANCEL}`]: () =>
        json(200, {
          policy: motorPolicy({ status: 'CANCELLED', statusDisplayValue: 'Cancelled' }),
          withinCoolingOff: true,
          refund: { collectionId: 'c-1', amount: 145_000 },
          message: 'Your policy is cancelled',
        }),
    });
    open('cancel');
    expect(await screen.findByText('If you cancel today')).toBeInTheDocument();
    expect(screen.getByText(/inside the 14-day cooling-off period/)).toBeInTheDocument();
    const reasons = screen.getByRole('radiogroup', { name: 'Why are you cancelling?' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(MOTOR_CANCELLATION_REASONS.map((reason) => reason.value));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please choose why you are cancelling')).toBeInTheDocument();
    await user.click(within(reasons).getByRole('radio', { name: 'Vehicle sold' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('region', { name: 'Cancel policy MOT-0001?' });
    expect(confirm).toHaveTextContent('Cover of your Toyota Corolla 2021 (CA 123-456) stops today.');
    expect(confirm).toHaveTextContent('Reason: Vehicle sold');
    await user.click(within(confirm).getByRole('button', { name: 'Yes, cancel policy MOT-0001' }));
    await waitFor(() => expect(callsTo('POST', CANCEL)).toHaveLength(1));
    expect(callsTo('POST', CANCEL)[0]?.body).toEqual({ policyId: POLICY_ID, reason: 'vehicle_sold' });
    const result = (await screen.findByRole('heading', { name: 'Your policy is cancelled' })).closest(
      '[role=status]',
    );
    expect(result).toHaveTextContent(/Refund: R\s?1[\s ]?450[.,]00 to your bank account/);
    expectPlainText();
  });

  it('does not change a policy that has ended', async () => {
    mockFetch({
      [DETAIL]: () => json(200, motorPolicyDetail({ status: 'LAPSED', statusDisplayValue: 'Lapsed' })),
    });
    open('swap');
    expect(
      await screen.findByText('Policy MOT-0001 is lapsed, so it cannot be changed.'),
    ).toBeInTheDocument();
  });

  it('shows page not found for an unknown change', async () => {
    mockFetch({});
    open('repaint');
    expect(await screen.findByRole('heading', { name: 'We could not find that page' })).toBeInTheDocument();
  });
});
