import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MOTOR_POLICY_MESSAGES, VEHICLE_MESSAGES } from '@cover/domain/motor';
import { announced, POLICY_ID } from '../../../../components/policies/test-records';
import { json, mockFetch, refusal } from '../../../../test/mock-fetch';
import { expectPlainText } from '../../../../test/plain-text';
import {
  ALTERATION_ID,
  APPLICATION_ID,
  MOTOR_API,
  motorAlteration,
  motorPolicy,
  motorPolicyDetail,
} from '../../shared/policies/test-motor-policy';
import { motorApplication } from '../../shared/policies/test-motor-application';
import { EDIT_FORM_MESSAGES } from '../../shared/policies/edit/edit-draft';
import { APPLICATION, APPLY, DETAIL, PRICE, SWAP, open } from './motor-policy-action-testing';

afterEach(() => vi.unstubAllGlobals());

describe('RetailMotorPolicyActionPage: edit', () => {
  it('fills the edit form in as the policy stands, prices the change, then confirms it', async () => {
    const { callsTo } = mockFetch({
      [DETAIL]: () => json(200, motorPolicyDetail()),
      [APPLICATION]: () => json(200, motorApplication()),
      [`POST ${PRICE}`]: () => json(201, motorAlteration()),
      [`POST ${APPLY}`]: () => json(200, { policy: motorPolicy(), message: 'Your policy is updated' }),
    });
    open('edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit details' })).toBeInTheDocument();
    expect(callsTo('GET', APPLICATION.slice(4))[0]?.query.get('applicationId')).toBe(APPLICATION_ID);
    expect(await screen.findByLabelText(/^Colour/)).toHaveValue('White');
    expect(screen.getByLabelText(/^Sum insured/)).toHaveValue('300000');
    expect(screen.getByRole('checkbox', { name: 'Mag wheels' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Tow bar' })).toBeChecked();
    expect(screen.getByLabelText(/^Total value of the extras/)).toHaveValue('12500.00');
    expect(screen.getByLabelText(/^Years of uninterrupted motor insurance/)).toHaveValue('6');
    expect(screen.getByLabelText(/^City or town/)).toHaveValue('Rosebank');

    // the sum insured stays: the odometer reading is not asked (the policy's stays)
    expect(screen.getByLabelText(/^Odometer reading now/)).not.toBeRequired();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Business use' }));
    await user.clear(screen.getByLabelText(/^City or town/));
    await user.type(screen.getByLabelText(/^City or town/), 'Sandton');
    await user.click(screen.getByRole('button', { name: 'See the new premium' }));
    await waitFor(() => expect(callsTo('POST', PRICE)).toHaveLength(1));
    expect(callsTo('POST', PRICE)[0]?.body).toEqual({
      policyId: POLICY_ID,
      changeType: 'edit',
      edit: {
        sumAssured: 30_000_000,
        finance: { payingOffLoan: true },
        vehicleDetails: { colour: 'White' },
        permanentDriver: { isPermanent: true },
        isEssentialPart: false,
        vehicleUsedFor: 'business',
        address: {
          address: '12 Jan Smuts Avenue',
          googleAddress: {
            formattedAddress: '12 Jan Smuts Avenue',
            city: 'Sandton',
            provience: 'GP',
            code: '2196',
          },
        },
        extraVehicleDetails: {
          anyExtra: true,
          totalEstimatedValue: '12500.00',
          details: ['mag_wheels', 'tow_bar'],
        },
        performanceEnhancementDetails: { anyEnhancement: false, totalEstimatedValue: '00.00', details: [] },
        previousInsurance: {
          totalConsecutiveYears: 6,
          totalClaims: 1,
          everCancelled: false,
          isConvicted: false,
        },
      },
    });

    const preview = await screen.findByRole('region', { name: 'Your new premium' });
    // The form's button is gone: the preview has the focus, so a keyboard or screen reader goes on from it.
    await waitFor(() => expect(preview.closest('[tabindex="-1"]')).toHaveFocus());
    expect(preview).toHaveTextContent('The vehicle is now kept in Sandton and used for business');
    expect(preview).toHaveTextContent(/IncreaseR\s?75[.,]00/);
    await user.click(within(preview).getByRole('button', { name: 'Confirm change' }));
    await waitFor(() => expect(callsTo('POST', APPLY)).toHaveLength(1));
    expect(callsTo('POST', APPLY)[0]?.body).toEqual({
      policyId: POLICY_ID,
      alterationPackageId: ALTERATION_ID,
    });
    await announced('Your policy is updated');
    expect(await screen.findByRole('heading', { name: 'The policy page' })).toBeInTheDocument();
    expect(callsTo('POST', SWAP)).toHaveLength(0);
  }, 30_000);

  it('asks the odometer reading only once the sum insured changes, saying why, and takes the customer to it', async () => {
    const { callsTo } = mockFetch({
      [DETAIL]: () => json(200, motorPolicyDetail()),
      [APPLICATION]: () => json(200, motorApplication()),
      [`POST ${PRICE}`]: () => json(201, motorAlteration()),
    });
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    open('edit');
    const odometer = await screen.findByLabelText(/^Odometer reading now/);
    expect(odometer).not.toBeRequired();
    expect(odometer).toHaveAccessibleDescription(EDIT_FORM_MESSAGES.odometerOptional);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/^Sum insured/));
    await user.type(screen.getByLabelText(/^Sum insured/), '320000');
    expect(odometer).toBeRequired();
    expect(odometer).toHaveAccessibleDescription(EDIT_FORM_MESSAGES.odometerNeeded);
    await user.click(screen.getByRole('button', { name: 'See the new premium' }));
    await waitFor(() =>
      expect(odometer).toHaveAccessibleDescription(MOTOR_POLICY_MESSAGES.odometerForSumAssured),
    );
    await waitFor(() => expect(odometer).toHaveFocus());
    expect(scrolled).toHaveBeenCalledWith(expect.objectContaining({ block: 'center' }));
    expect(callsTo('POST', PRICE)).toHaveLength(0);

    await user.type(odometer, '85000');
    await user.click(screen.getByRole('button', { name: 'See the new premium' }));
    await waitFor(() => expect(callsTo('POST', PRICE)).toHaveLength(1));
    expect(callsTo('POST', PRICE)[0]?.body).toMatchObject({
      edit: { sumAssured: 32_000_000, vehicleDetails: { odometer: 85_000, colour: 'White' } },
    });
  }, 30_000);

  it('keeps the driver the policy names without asking for their numbers again, until the customer changes them', async () => {
    const named = { permanentDriver: { isPermanent: false, fullName: 'Thandi Mokoena' } };
    const { callsTo } = mockFetch({
      [DETAIL]: () => json(200, motorPolicyDetail({}, named)),
      [APPLICATION]: () => json(200, motorApplication()),
      [`POST ${PRICE}`]: () => json(201, motorAlteration()),
      [`POST ${MOTOR_API.retail}/policies/reset`]: () =>
        json(200, { policy: motorPolicy(), message: 'The change was dropped' }),
    });
    open('edit');
    const kept = await screen.findByText(/stays the permanent driver/);
    expect(kept).toHaveTextContent(
      'Thandi Mokoena stays the permanent driver, with the ID and licence numbers we have.',
    );
    expect(screen.queryByLabelText(/^Driver’s SA ID number/)).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Odometer reading now/), '85000');
    await user.click(screen.getByRole('button', { name: 'See the new premium' }));
    await waitFor(() => expect(callsTo('POST', PRICE)).toHaveLength(1));
    const sent = callsTo('POST', PRICE)[0]?.body as { edit: { permanentDriver: unknown } };
    expect(sent.edit.permanentDriver).toEqual({ isPermanent: false, keepDriver: true });
    const preview = await screen.findByRole('region', { name: 'Your new premium' });
    await user.click(within(preview).getByRole('button', { name: 'Drop this change' }));

    // Another driver: every detail is asked for, and checked before anything is priced.
    await user.click(screen.getByRole('button', { name: 'Change the driver’s details' }));
    expect(screen.getByLabelText(/^Driver’s full name/)).toHaveValue('Thandi Mokoena');
    await user.click(screen.getByRole('button', { name: 'See the new premium' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Driver’s licence number/)).toHaveAccessibleDescription(
        VEHICLE_MESSAGES.licence,
      ),
    );
    expect(callsTo('POST', PRICE)).toHaveLength(1);
  }, 30_000);

  it('keeps everything typed and shows the server’s refusal on its field', async () => {
    const { callsTo } = mockFetch({
      [DETAIL]: () => json(200, motorPolicyDetail()),
      [APPLICATION]: () => refusal(404, 'NOT_FOUND', 'Not found'),
      [`POST ${PRICE}`]: () =>
        refusal(422, 'VALIDATION_FAILED', 'Please check the sum insured', {
          'edit.sumAssured': MOTOR_POLICY_MESSAGES.sumAssured,
        }),
    });
    open('edit');
    expect(
      await screen.findByText(
        'Please check your finance, extras and insurance history below: we could not fill them in for you.',
      ),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/^Sum insured/));
    await user.type(screen.getByLabelText(/^Sum insured/), '500000');
    await user.type(screen.getByLabelText(/^Odometer reading now/), '85000');
    const form = screen.getByRole('button', { name: 'See the new premium' }).closest('form') as HTMLElement;
    const [loan, extras, enhancements, cancelled, convicted] = [
      'Are you paying off a loan on the vehicle?',
      'Does the vehicle have extras or accessories you want covered?',
      'Has the engine or body been changed for performance or looks?',
      'Has an insurer ever cancelled your insurance?',
      'Has the driver been convicted of drunk or reckless driving?',
    ].map((question) => within(form).getByRole('radiogroup', { name: question }));
    for (const group of [loan, extras, enhancements, cancelled, convicted])
      await user.click(within(group as HTMLElement).getByRole('radio', { name: 'No' }));
    await user.selectOptions(screen.getByLabelText(/^Years of uninterrupted motor insurance/), '3');
    await user.selectOptions(screen.getByLabelText(/^Claims in the last 3 years/), '0');
    await user.click(screen.getByRole('button', { name: 'See the new premium' }));
    await waitFor(() => expect(callsTo('POST', PRICE)).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Sum insured/)).toHaveAccessibleDescription(
        MOTOR_POLICY_MESSAGES.sumAssured,
      ),
    );
    expect(screen.getByText('Please check the sum insured')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Sum insured/)).toHaveValue('500000');
    expect(screen.getByLabelText(/^Odometer reading now/)).toHaveValue('85000');
    expect(screen.queryByRole('region', { name: 'Your new premium' })).toBeNull();
    expectPlainText();
  }, 30_000);
});
