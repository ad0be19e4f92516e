import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BeneficiaryEditor } from './beneficiary-editor';
import { emptyBeneficiary, type BeneficiaryDraft } from './beneficiary-rules';

const person = (firstName: string, percentage: number): BeneficiaryDraft => ({
  ...emptyBeneficiary(percentage),
  relation: 'child',
  firstName,
  lastName: 'Mokoena',
});

function Harness({
  initial,
  onSave,
}: {
  initial: BeneficiaryDraft[];
  onSave: (list: BeneficiaryDraft[]) => void;
}) {
  const [list, setList] = useState(initial);
  return <BeneficiaryEditor value={list} onChange={setList} onSave={() => onSave(list)} />;
}

describe('BeneficiaryEditor', () => {
  it('keeps save disabled until the shares total 100 and shows the running total', async () => {
    const onSave = vi.fn();
    render(<Harness initial={[person('Lerato', 60), person('Sipho', 30)]} onSave={onSave} />);
    const save = screen.getByRole('button', { name: 'Save beneficiaries' });
    expect(save).toBeDisabled();
    expect(screen.getByTestId('beneficiary-total')).toHaveTextContent('Total 90%: 10% left to allocate');

    const user = userEvent.setup();
    const share = screen.getByLabelText('Share of Sipho Mokoena (%)');
    await user.clear(share);
    await user.type(share, '50');
    expect(screen.getByTestId('beneficiary-total')).toHaveTextContent('Total 110%: 10% too much');
    expect(save).toBeDisabled();

    await user.clear(share);
    await user.type(share, '40');
    expect(screen.getByTestId('beneficiary-total')).toHaveTextContent('Total 100%');
    expect(save).toBeEnabled();
    await user.click(save);
    expect(onSave).toHaveBeenCalledWith([
      expect.objectContaining({ percentage: 60 }),
      expect.objectContaining({ percentage: 40 }),
    ]);
  });

  it('leaves a removed share for the customer to give out, with an undo, and never removes the last one', async () => {
    const onSave = vi.fn();
    render(<Harness initial={[person('Lerato', 70), person('Sipho', 30)]} onSave={onSave} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove Sipho Mokoena' }));
    expect(screen.queryByRole('region', { name: 'Sipho Mokoena' })).not.toBeInTheDocument();
    const remaining = screen.getByRole('region', { name: 'Lerato Mokoena' });
    expect(within(remaining).getByLabelText('Share of Lerato Mokoena (%)')).toHaveValue(70);
    expect(screen.getByTestId('beneficiary-total')).toHaveTextContent('Total 70%: 30% left to allocate');
    expect(screen.getByTestId('beneficiary-removed')).toHaveTextContent(
      'Sipho Mokoena removed. Their 30% is left to give out',
    );
    expect(screen.getByRole('button', { name: 'Save beneficiaries' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove Lerato Mokoena' })).toBeDisabled();
    expect(screen.getByText(/the last beneficiary cannot be removed/i)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo: put Sipho Mokoena back' }));
    expect(screen.getByRole('region', { name: 'Sipho Mokoena' })).toBeInTheDocument();
    expect(screen.getByTestId('beneficiary-total')).toHaveTextContent('Total 100%');
    expect(screen.queryByTestId('beneficiary-removed')).not.toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('adds a beneficiary through the dialog, checked against the shared contract', async () => {
    render(<Harness initial={[person('Lerato', 70)]} onSave={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add a beneficiary' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a beneficiary' });
    expect(within(dialog).getByLabelText(/share/i)).toHaveValue(30);
    await user.click(within(dialog).getByRole('button', { name: 'Add beneficiary' }));
    expect(within(dialog).getAllByText('Please enter a name').length).toBeGreaterThan(0);
    await user.selectOptions(within(dialog).getByLabelText(/relationship/i), 'parent');
    await user.type(within(dialog).getByLabelText(/first name/i), 'Grace');
    await user.type(within(dialog).getByLabelText(/last name/i), 'Dube');
    await user.click(within(dialog).getByRole('button', { name: 'Add beneficiary' }));
    expect(await screen.findByRole('region', { name: 'Grace Dube' })).toBeInTheDocument();
    expect(screen.getByTestId('beneficiary-total')).toHaveTextContent('Total 100%');
    expect(screen.getByRole('button', { name: 'Save beneficiaries' })).toBeEnabled();
  });
});
