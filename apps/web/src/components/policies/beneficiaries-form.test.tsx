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

  it('saves the whole list once it totals 100%', async () => {
    const onSave = vi.fn();
    render(<BeneficiariesForm beneficiaries={SAVED} onSave={onSave} saving={false} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove Grace Mokoena' }));
    await user.click(screen.getByRole('button', { name: 'Save beneficiaries' }));
    expect(onSave).toHaveBeenCalledWith([
      { relation: 'child', firstName: 'Sipho', lastName: 'Mokoena', percentage: 100 },
    ]);
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
