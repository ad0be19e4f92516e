import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cleanup, screen } from '@testing-library/react';
import { postalCodeField } from '@cover/domain';
import { blankOr } from '../form-fields/zod-rules';
import { renderDraftWizard } from '../wizard/wizard-harness.test-utils';
import { AddressFields } from './address-fields';

const schema = z.object({
  address: z.object({
    street: z.string(),
    city: z.string(),
    province: z.string(),
    code: blankOr(postalCodeField),
  }),
});

const renderAddress = (required?: boolean) =>
  renderDraftWizard({
    schema,
    initial: { address: { street: '', city: '', province: '', code: '' } },
    fields: (form) => (
      <AddressFields
        form={form}
        required={required}
        names={{
          street: 'address.street',
          city: 'address.city',
          province: 'address.province',
          postalCode: 'address.code',
        }}
      />
    ),
  });

const LABELS = [/^Street address/, /^City or town/, /^Province/, /^Postal code/];

describe('address fields', () => {
  it('marks the four fields required (a "*" like every required field), unless the address is optional', () => {
    renderAddress();
    for (const label of LABELS) expect(screen.getByLabelText(label)).toBeRequired();
    cleanup();
    renderAddress(false);
    for (const label of LABELS) expect(screen.getByLabelText(label)).not.toBeRequired();
  });

  it('shows the street, city, province choice and postal code', () => {
    renderAddress();
    expect(screen.getByLabelText(/^Street address/)).toHaveAttribute('autocomplete', 'street-address');
    expect(screen.getByLabelText(/^City or town/)).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Choose a province' })).toBeInTheDocument();
    expect(screen.getByText('4 digits')).toBeInTheDocument();
  });

  it('takes digits only for the postal code and refuses a short one, keeping it', async () => {
    const wizard = renderAddress();
    await wizard.user.type(screen.getByLabelText(/^Postal code/), '01a8');
    expect(screen.getByLabelText(/^Postal code/)).toHaveValue('018');
    await wizard.next();
    expect(await screen.findByText('Please enter a valid 4-digit postal code')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Postal code/)).toHaveValue('018');
    expect(wizard.draft().activeStep).toBe(1);
  });

  it('keeps the address when going back', async () => {
    const wizard = renderAddress();
    await wizard.user.type(screen.getByLabelText(/^Street address/), '12 Jacaranda Street');
    await wizard.user.selectOptions(screen.getByLabelText(/^Province/), 'GP');
    await wizard.user.type(screen.getByLabelText(/^Postal code/), '0181');
    await wizard.next();
    await screen.findByText('All done');
    await wizard.back();
    expect(screen.getByLabelText(/^Street address/)).toHaveValue('12 Jacaranda Street');
    expect(screen.getByLabelText(/^Province/)).toHaveValue('GP');
    expect(screen.getByLabelText(/^Postal code/)).toHaveValue('0181');
  });
});
