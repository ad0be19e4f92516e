import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { ClaimPolicyField } from './form-select-field';
import { claimPolicyOption, isClaimablePolicy } from './claimable-policy';

const OPTIONS = [
  { value: 'p1', label: 'DEV-2026-000003 · Apple iPhone 15 Pro Max 256 GB' },
  { value: 'p2', label: 'DEV-2026-000007 · Samsung Galaxy A55' },
];

function Form({ policyId = '' }: { policyId?: string }) {
  const { control } = useForm<{ policyId: string }>({ defaultValues: { policyId } });
  return <ClaimPolicyField control={control} options={OPTIONS} />;
}

describe('ClaimPolicyField', () => {
  it('names the chosen policy in full under the field, which a phone cuts off (QA walk 8, finding 17)', async () => {
    render(<Form />);
    const field = screen.getByRole('combobox', { name: 'Policy' });
    expect(screen.queryByText(OPTIONS[0]!.label, { selector: 'p' })).toBeNull();

    await userEvent.setup().selectOptions(field, 'p1');
    expect(field).toHaveAccessibleDescription(OPTIONS[0]!.label);
  });

  it('names a policy chosen beforehand (one policy, or the policy page’s claim link)', () => {
    render(<Form policyId="p2" />);
    expect(screen.getByRole('combobox', { name: 'Policy' })).toHaveAccessibleDescription(OPTIONS[1]!.label);
  });
});

describe('ClaimPolicyField on a policy whose cover ended (QA walk 14 no. 1)', () => {
  it('says under the chosen policy that only events up to the day cover ended can be claimed', () => {
    const ended = [
      {
        ...claimPolicyOption(
          { policyId: 'p3', status: 'CANCELLED', cancelledAt: '2026-12-06T08:00:00.000Z', lapsedAt: null },
          'FUN-2026-000001',
        ),
      },
    ];
    function EndedForm() {
      const { control } = useForm<{ policyId: string }>({ defaultValues: { policyId: 'p3' } });
      return <ClaimPolicyField control={control} options={ended} />;
    }
    render(<EndedForm />);
    expect(screen.getByRole('combobox', { name: 'Policy' })).toHaveAccessibleDescription(
      'FUN-2026-000001 — This policy’s cover ended on 6 December 2026: you can claim for an event on or before that day.',
    );
  });
});

describe('isClaimablePolicy', () => {
  it.each([
    [{ status: 'ACTIVE' }, true],
    [{ status: 'CANCELLED', cancelledAt: '2026-12-06T08:00:00.000Z' }, true],
    [{ status: 'LAPSED', lapsedAt: '2026-12-06T08:00:00.000Z' }, true],
    [
      { status: 'CANCELLED', cancelledAt: '2026-12-06T08:00:00.000Z', cancellationReason: 'policy_claimed' },
      false,
    ],
    [{ status: 'CANCELLED', cancelledAt: null }, false],
  ])('%o → %s', (policy, claimable) => {
    expect(isClaimablePolicy(policy)).toBe(claimable);
  });
});
