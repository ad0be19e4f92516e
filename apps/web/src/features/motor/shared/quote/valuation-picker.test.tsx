import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VEHICLE_MESSAGES } from '@cover/domain/motor';
import { mockFetch } from '../../../../test/mock-fetch';
import { renderWithApp } from '../../../../test/render';
import { ValuationPicker, type VehicleChoice } from './valuation-picker';

afterEach(() => vi.unstubAllGlobals());

/** The picker for a vehicle the guide does not list, keeping what is typed (as the wizard's form does). */
function NotListed({ formError }: { formError?: string }) {
  const [value, setValue] = useState<VehicleChoice>({
    vehicle_type: 'car',
    priceSource: 'own',
    make: 'Toyota',
    model: 'Fortuner 2.8 GD-6',
    manufacturingYear: 2023,
    valuation: null,
    estimatedRetailPrice: null,
  });
  return (
    <>
      <ValuationPicker
        family="operator"
        value={value}
        onChange={(change) => setValue((current) => ({ ...current, ...change }))}
        errors={formError ? { estimatedRetailPrice: formError } : {}}
      />
      <button type="button">Next field</button>
    </>
  );
}

const valueField = () => screen.getByLabelText(/^Value of the vehicle/);

describe('the value of a vehicle the guide does not list (QA staff 8)', () => {
  it.each(['500', '60000000'])('says the range in rand on leaving the field with R%s', async (typed) => {
    mockFetch();
    renderWithApp(<NotListed />);
    const user = userEvent.setup();
    await user.type(valueField(), typed);
    expect(valueField()).not.toHaveAccessibleDescription(VEHICLE_MESSAGES.priceRange);
    await user.click(screen.getByRole('button', { name: 'Next field' }));
    expect(valueField()).toHaveAccessibleDescription(VEHICLE_MESSAGES.priceRange);
    expect(valueField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('takes a value in the range, and clears the message once it is put right', async () => {
    mockFetch();
    renderWithApp(<NotListed />);
    const user = userEvent.setup();
    await user.type(valueField(), '500');
    await user.tab();
    expect(valueField()).toHaveAccessibleDescription(VEHICLE_MESSAGES.priceRange);
    await user.clear(valueField());
    await user.type(valueField(), '5000');
    await user.tab();
    expect(valueField()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('tells the range before anything is typed', () => {
    mockFetch();
    renderWithApp(<NotListed />);
    expect(valueField()).toHaveAccessibleDescription(/R1 000 to R50 million/);
  });

  it('shows the form’s own problem (on Continue) first', () => {
    mockFetch();
    renderWithApp(<NotListed formError={VEHICLE_MESSAGES.price} />);
    expect(valueField()).toHaveAccessibleDescription(VEHICLE_MESSAGES.price);
  });
});
