/**
 * QA walk 11: the standalone credit life form on a financed phone shows the server's refusal of the phone at
 * its IMEI field (422 IMEI_CLAIMED_LOST; 409 insured on someone else's policy) with the same next step as
 * the device wizard: 'Request a call back' (the header's call back dialog).
 */
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEVICE_MESSAGES } from '@cover/domain/device';
import { renderWithApp } from '../../../../test/render';
import type { StandaloneFormApi } from '../../../credit-life/standalone/standalone-credit-life';
import { deviceStandaloneProduct, type FinancedPhoneDraft } from './device-standalone';

afterEach(() => vi.unstubAllGlobals());

const product = deviceStandaloneProduct('employee');

/** The phone's fields of a new application, refused by the server as the form sets it (type 'server'). */
function RefusedPhone({ message }: { message: string | null }) {
  const form = useForm({
    defaultValues: {
      item: { deviceBrand: 'Samsung', deviceModel: 'Galaxy A15', deviceIMEINumber: '352099001761481' },
    },
  }) as unknown as StandaloneFormApi<FinancedPhoneDraft>;
  useEffect(() => {
    if (message) form.setError('item.deviceIMEINumber', { type: 'server', message });
  }, [form, message]);
  return <form>{product.itemFields(form)}</form>;
}

describe('standalone credit life on a phone: the server refuses the phone', () => {
  it.each([
    ['claimed as lost or stolen (422)', DEVICE_MESSAGES.imeiClaimedLost],
    ['insured on someone else’s policy (409)', DEVICE_MESSAGES.imeiTaken],
  ])('%s: the words at the IMEI field and a call back request', async (_, message) => {
    const { store } = renderWithApp(<RefusedPhone message={message} />);
    const imei = await screen.findByLabelText(/IMEI number/);
    expect(imei).toHaveAccessibleDescription(message);
    expect(imei).toHaveValue('352099001761481');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Request a call back' }));
    expect(store.getState().headerPanels.open).toBe('callback');
  });

  it('no refusal, or the field’s own rule: no call back', async () => {
    renderWithApp(<RefusedPhone message={DEVICE_MESSAGES.imeiMistyped} />);
    expect(await screen.findByText(DEVICE_MESSAGES.imeiMistyped)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request a call back' })).toBeNull();
  });
});
