import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BeneficiariesForm } from './beneficiaries-form';
import { beneficiary } from './test-records';

const SAVED = [beneficiary('Sipho', 60), beneficiary('Grace', 40, 'parent')];

describe('BeneficiariesForm', () => {
  it('keeps a total other than 100 as typed and saves nothing', async () => {
    const onSave = vi.fn();
    render(<BeneficiariesForm beneficiaries={SAVED} onSave={onSave} saving={false} />);
    const user = userEvent.setup();
    const share = screen.getByLabelText('Share of Grace Mokoena (%)');
    await user.clear(share);
    await user.type(share, '30');
    expect(screen.getByTestId('beneficiary-total')).toHaveTextContent('Total 90%: 10% left to allocate');
    const save = screen.getByRole('button', { name: 'Save beneficiaries' });
    expect(save).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(share).toHaveValue(30);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the whole list once it totals 100%: a removed share is given out by the customer first', async () => {
    const onSave = vi.fn();
    render(<BeneficiariesForm beneficiaries={SAVED} onSave={onSave} saving={false} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove Grace Mokoena' }));
    const save = screen.getByRole('button', { name: 'Save beneficiaries' });
    expect(screen.getByTestId('beneficiary-total')).toHaveTextContent('Total 60%: 40% left to allocate');
    expect(save).toBeDisabled();
    const share = screen.getByLabelText('Share of Sipho Mokoena (%)');
    await user.clear(share);
    await user.type(share, '100');
    await user.click(save);
    expect(onSave).toHaveBeenCalledWith([
      { relation: 'child', firstName: 'Sipho', lastName: 'Mokoena', percentage: 100 },
    ]);
  });

  it('opens with the beneficiary being deleted taken out, to undo or share out; nothing saved', async () => {
    const onSave = vi.fn();
    const [, grace] = SAVED;
    render(
      <BeneficiariesForm
        beneficiaries={SAVED}
        removing={grace?.beneficiaryId}
        onSave={onSave}
        saving={false}
      />,
    );
    expect(screen.queryByRole('region', { name: 'Grace Mokoena' })).not.toBeInTheDocument();
    expect(screen.getByTestId('beneficiary-removed')).toHaveTextContent('Grace Mokoena removed. Their 40%');
    expect(screen.getByRole('button', { name: 'Save beneficiaries' })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Undo: put Grace Mokoena back' }));
    expect(screen.getByRole('region', { name: 'Grace Mokoena' })).toBeInTheDocument();
    expect(screen.getByTestId('beneficiary-total')).toHaveTextContent('Total 100%');
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows the server's refusal and offers to cancel", async () => {
    const onCancel = vi.fn();
    render(
      <BeneficiariesForm
        beneficiaries={SAVED}
        onSave={vi.fn()}
        saving={false}
        problem="Beneficiary ID number is not valid"
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Beneficiary ID number is not valid');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
