import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { DeclaredItemsFields } from './declared-items-fields';

interface Values {
  extraVehicleDetails: { anyExtra: boolean | null; totalEstimatedValue: string; details: string[] };
}

function Extras({ total }: { total: string }) {
  const form = useForm<Values>({
    defaultValues: { extraVehicleDetails: { anyExtra: true, totalEstimatedValue: total, details: [] } },
  });
  return <DeclaredItemsFields form={form} group="extraVehicleDetails" vehicleType="car" />;
}

describe('DeclaredItemsFields: the total value (QA finding 23)', () => {
  it('starts empty once extras are declared, not showing the contract’s "00.00" for nothing given', () => {
    render(<Extras total="00.00" />);
    expect(screen.getByLabelText(/^Total value of the extras/)).toHaveValue('');
  });

  it('shows a value the customer gave', () => {
    render(<Extras total="12500.00" />);
    expect(screen.getByLabelText(/^Total value of the extras/)).toHaveValue('12500.00');
  });
});
