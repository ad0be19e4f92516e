import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { ClaimPolicyField } from './form-select-field';

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
