import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { VEHICLE_MESSAGES } from '@cover/domain/motor';
import { mockFetch } from '../../../../test/mock-fetch';
import { draftOf, prepareDraft, READY } from './testing/purchase-fixtures';
import { renderWizard } from './testing/render-wizard';

afterEach(() => vi.unstubAllGlobals());

const MOTORCYCLE = {
  ...READY.vehicle,
  vehicle_type: 'motorcycle' as const,
  make: 'Honda',
  model: 'CB500F',
  manufacturingYear: 2023,
  vehicleRegistrationYear: 2023,
};
const EXTRAS_QUESTION = 'Does the vehicle have extras or accessories you want covered?';
const CAR_ONLY = ['Canopy', 'Tow bar', 'Roof rack', 'Nudge bar'];

/** The history step of a draft whose first two steps are done, with `values` on top. */
const atHistory = (values: Parameters<typeof prepareDraft>[1]) =>
  renderWizard((store) => prepareDraft(store, { ...READY, ...values }, 2));

const extrasGroup = () => screen.getByRole('group', { name: 'Which extras?' });

describe('motor registration wizard: extras', () => {
  it('offers a motorcycle only the extras a motorcycle has', async () => {
    mockFetch({});
    const wizard = await atHistory({ vehicle: MOTORCYCLE });
    await screen.findByRole('form', { name: 'History and extras' });
    await wizard.user.click(
      within(screen.getByRole('radiogroup', { name: EXTRAS_QUESTION })).getByRole('radio', { name: 'Yes' }),
    );
    const offered = within(extrasGroup())
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent);
    expect(offered).toEqual(['Mag wheels', 'Sound system', 'Tracking device', 'Other']);
  }, 40_000);

  it('offers a car its canopy, tow bar, roof rack and nudge bar', async () => {
    mockFetch({});
    await atHistory({ extraVehicleDetails: { anyExtra: true, totalEstimatedValue: '', details: [] } });
    await screen.findByRole('form', { name: 'History and extras' });
    for (const label of CAR_ONLY)
      expect(within(extrasGroup()).getByRole('checkbox', { name: label })).toBeInTheDocument();
  }, 40_000);

  it('shows a car’s extra left in a motorcycle’s draft, refuses it by name and lets it be unticked', async () => {
    mockFetch({});
    const wizard = await atHistory({
      vehicle: MOTORCYCLE,
      extraVehicleDetails: {
        anyExtra: true,
        totalEstimatedValue: '8000',
        details: ['mag_wheels', 'tow_bar'],
      },
    });
    await screen.findByRole('form', { name: 'History and extras' });
    const towBar = within(extrasGroup()).getByRole('checkbox', { name: 'Tow bar' });
    expect(towBar).toBeChecked();
    expect(within(extrasGroup()).queryByRole('checkbox', { name: 'Canopy' })).not.toBeInTheDocument();

    await wizard.user.click(screen.getByRole('button', { name: /quote/i }));
    const message = 'Tow bar is not covered as an extra on a motorcycle. Please remove it.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(draftOf(wizard.store).activeStep).toBe(3);

    await wizard.user.click(towBar);
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
    expect(within(extrasGroup()).queryByRole('checkbox', { name: 'Tow bar' })).not.toBeInTheDocument();
    expect(draftOf(wizard.store).values.extraVehicleDetails.details).toEqual(['mag_wheels']);
  }, 40_000);

  it('tells an empty or nil value of the extras on leaving the field, keeping what was typed', async () => {
    mockFetch({});
    const wizard = await atHistory({
      extraVehicleDetails: { anyExtra: true, totalEstimatedValue: '00.00', details: ['canopy'] },
    });
    await screen.findByRole('form', { name: 'History and extras' });
    const value = screen.getByRole('textbox', { name: /^total value of the extras/i });
    await wizard.user.clear(value);
    expect(screen.queryByText(VEHICLE_MESSAGES.extrasValue)).not.toBeInTheDocument();
    await wizard.user.tab();
    expect(await screen.findByText(VEHICLE_MESSAGES.extrasValue)).toBeInTheDocument();
    expect(value).toHaveAttribute('aria-invalid', 'true');
    expect(draftOf(wizard.store).activeStep).toBe(3);

    await wizard.user.type(value, '0');
    await wizard.user.tab();
    expect(screen.getByText(VEHICLE_MESSAGES.extrasValue)).toBeInTheDocument();
    expect(value).toHaveValue('0');

    await wizard.user.clear(value);
    await wizard.user.type(value, '12 500');
    // the error goes while typing, once the value is right
    await waitFor(() => expect(screen.queryByText(VEHICLE_MESSAGES.extrasValue)).not.toBeInTheDocument());
    expect(value).toHaveValue('12500');
    expect(draftOf(wizard.store).values.extraVehicleDetails.totalEstimatedValue).toBe('12500');
  }, 40_000);
});
