import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LinkedCover } from '@cover/domain';
import { renderWithApp } from '../../test/render';
import { CancelPolicyFlow, type CancelPolicyBody } from './cancel-policy';
import { cancellationTerms, POLICY_ID } from './test-records';

const CREDIT_LIFE: LinkedCover = {
  policyId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  policyNumber: 'DCL-2026-000002',
  line: 'device_credit_life',
  monthlyPremium: 3_780,
};

// what a cancellation keeps in the tab (the draft, the outcome) starts empty in every test
beforeEach(() => sessionStorage.clear());

/** The shared cancel flow of a phone policy with credit life on its finance (QA device F19). */
function openFlow(reply: Record<string, unknown> = {}) {
  const cancel = vi.fn((body: CancelPolicyBody) =>
    Promise.resolve({
      data: {
        message: 'Your policy has been cancelled.',
        withinCoolingOff: true,
        refund: null,
        alsoCancelled: body.alsoCancelLinked
          ? [{ policyId: CREDIT_LIFE.policyId, policyNumber: CREDIT_LIFE.policyNumber, refund: 0 }]
          : [],
        ...reply,
      },
    }),
  );
  renderWithApp(
    <CancelPolicyFlow
      policy={{
        policyId: POLICY_ID,
        policyNumber: 'DEV-2026-000001',
        cancellationTerms: cancellationTerms({ refundAmount: 0, linkedCover: [CREDIT_LIFE] }),
      }}
      coolingOffDays={14}
      consequence="Cover of your Samsung Galaxy S25 FE stops today."
      cancel={(body, _key) => cancel(body)}
      paths={{
        policy: `/retail/device/policies/${POLICY_ID}`,
        policies: '/retail/device/policies',
        claim: (claimId) => `/retail/device/claims/${claimId}`,
        linkedCancel: (cover) => `/retail/device/credit-life/${cover.policyId}/cancel`,
      }}
    />,
  );
  return { user: userEvent.setup(), cancel };
}

async function chooseReason(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: 'Too expensive' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

/** The result panel (the page also announces the message in a notification). */
const resultPanel = async () =>
  (await screen.findByRole('heading', { name: 'Your policy has been cancelled.' }))
    .parentElement as HTMLElement;

describe('CancelPolicyFlow with credit life on the finance', { timeout: 30_000 }, () => {
  it('says the credit life continues with its premium, and links to cancelling it on its own', () => {
    openFlow();
    const notice = screen.getByText(/Credit life DCL-2026-000002 covers what you still owe/);
    expect(notice).toHaveTextContent(/R\s?37,80 a month is still collected/);
    expect(
      within(notice).getByRole('link', { name: 'cancel credit life DCL-2026-000002 on its own' }),
    ).toHaveAttribute('href', `/retail/device/credit-life/${CREDIT_LIFE.policyId}/cancel`);
  });

  it('cancels only the policy unless asked, and then says the credit life goes on', async () => {
    const { user, cancel } = openFlow();
    await chooseReason(user);
    const confirm = screen.getByRole('region', { name: 'Cancel policy DEV-2026-000001?' });
    expect(confirm).toHaveTextContent(/The credit life DCL-2026-000002 continues: R\s?37,80 a month/);
    await user.click(within(confirm).getByRole('button', { name: 'Yes, cancel policy DEV-2026-000001' }));
    expect(cancel).toHaveBeenCalledWith({ policyId: POLICY_ID, reason: 'too_expensive' });
    const result = await resultPanel();
    expect(result).toHaveTextContent(/Credit life DCL-2026-000002 continues: R\s?37,80 a month/);
    // no premium had been collected (the terms' refund is R 0 and no claim was made)
    expect(result).toHaveTextContent('No premiums had been collected, so there is nothing to refund.');
    expect(within(result).getByRole('link', { name: 'Cancel credit life DCL-2026-000002' })).toBeVisible();
  });

  it('cancels the credit life too, in the same request, when the customer ticks it', async () => {
    const { user, cancel } = openFlow();
    await chooseReason(user);
    await user.click(
      screen.getByRole('checkbox', { name: 'Also cancel the credit life DCL-2026-000002 on this finance' }),
    );
    await user.click(
      screen.getByRole('button', {
        name: 'Yes, cancel policy DEV-2026-000001 and the credit life DCL-2026-000002',
      }),
    );
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(cancel).toHaveBeenCalledWith({
      policyId: POLICY_ID,
      reason: 'too_expensive',
      alsoCancelLinked: true,
    });
    const result = await resultPanel();
    expect(result).not.toHaveTextContent(/continues/);
  });
});

describe('CancelPolicyFlow after the cancellation (QA walk 7 finding 4)', { timeout: 30_000 }, () => {
  it('brings the confirmation into view with focus, says what happens now and links back', async () => {
    const { user } = openFlow();
    await chooseReason(user);
    await user.click(
      screen.getByRole('checkbox', { name: 'Also cancel the credit life DCL-2026-000002 on this finance' }),
    );
    await user.click(screen.getByRole('button', { name: /^Yes, cancel policy DEV-2026-000001/ }));
    const heading = await screen.findByRole('heading', { name: 'Your policy has been cancelled.' });
    expect(heading).toHaveFocus();
    const result = heading.parentElement as HTMLElement;
    expect(result).toHaveTextContent('Credit life DCL-2026-000002 is cancelled too.');
    expect(result).toHaveTextContent('No further premiums are collected for this policy.');
    expect(within(result).getByRole('link', { name: /^Back to policy\sDEV-2026-000001$/ })).toHaveAttribute(
      'href',
      `/retail/device/policies/${POLICY_ID}`,
    );
    expect(within(result).getByRole('link', { name: 'Back to my policies' })).toHaveAttribute(
      'href',
      '/retail/device/policies',
    );
  });

  it('still shows the confirmation when the page is opened again (the policy now reads as cancelled)', async () => {
    const first = openFlow();
    await chooseReason(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Yes, cancel policy DEV-2026-000001' }));
    await screen.findByRole('heading', { name: 'Your policy has been cancelled.' });
    cleanup();
    openFlow();
    const heading = await screen.findByRole('heading', { name: 'Your policy has been cancelled.' });
    expect(heading.parentElement).toHaveTextContent(/Credit life DCL-2026-000002 continues/);
    expect(screen.queryByRole('radio', { name: 'Too expensive' })).toBeNull();
  });
});

describe(
  'CancelPolicyFlow keeps what was chosen across a reload (QA walk 8 finding 16)',
  { timeout: 30_000 },
  () => {
    it('restores the reason and comment, and forgets them once cancelled', async () => {
      const first = openFlow();
      await first.user.click(screen.getByRole('radio', { name: 'Too expensive' }));
      await first.user.type(
        screen.getByRole('textbox', { name: 'Anything else you want to tell us (optional)' }),
        'Found cheaper',
      );
      cleanup();
      const second = openFlow();
      expect(screen.getByRole('radio', { name: 'Too expensive' })).toBeChecked();
      expect(
        screen.getByRole('textbox', { name: 'Anything else you want to tell us (optional)' }),
      ).toHaveValue('Found cheaper');
      await second.user.click(screen.getByRole('button', { name: 'Continue' }));
      await second.user.click(screen.getByRole('button', { name: 'Yes, cancel policy DEV-2026-000001' }));
      expect(second.cancel).toHaveBeenCalledWith({
        policyId: POLICY_ID,
        reason: 'too_expensive',
        comment: 'Found cheaper',
      });
      await screen.findByRole('heading', { name: 'Your policy has been cancelled.' });
      expect(Object.keys(sessionStorage).filter((key) => key.includes('cancel-draft'))).toEqual([]);
    });
  },
);
