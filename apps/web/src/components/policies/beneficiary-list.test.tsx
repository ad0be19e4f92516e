import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { BeneficiaryList } from './beneficiary-list';
import { beneficiary } from './test-records';

describe('BeneficiaryList', () => {
  it('is a region named Beneficiaries listing each person, relation and share, with the actions given', () => {
    const people = [beneficiary('Sipho', 70), beneficiary('Grace', 30, 'parent')];
    render(
      <BeneficiaryList
        beneficiaries={people}
        action={<button type="button">Change</button>}
        rowAction={(person) => <button type="button">Delete {person.firstName}</button>}
      />,
    );
    const region = screen.getByRole('region', { name: 'Beneficiaries' });
    const rows = within(region).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Sipho MokoenaChild70%Delete Sipho',
      'Grace MokoenaParent30%Delete Grace',
    ]);
    expect(within(region).getByRole('button', { name: 'Change' })).toBeInTheDocument();
  });

  it('says when there are none, and shows an editor instead of the list while editing', () => {
    const { rerender } = render(<BeneficiaryList beneficiaries={[]} />);
    expect(screen.getByText('No beneficiaries yet.')).toBeInTheDocument();
    rerender(
      <BeneficiaryList beneficiaries={[beneficiary('Sipho', 100)]} notice={<p role="alert">Refused</p>}>
        <p>Editor</p>
      </BeneficiaryList>,
    );
    expect(screen.getByText('Editor')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Refused');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });
});
