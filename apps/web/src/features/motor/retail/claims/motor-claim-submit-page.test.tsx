/** The retail motor claim form: what it asks of each type of claim, and what it refuses before anything is sent. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { formatLongDate, saDay } from '@cover/domain';
import { ACCIDENT_MESSAGES, MOTOR_CLAIM_MESSAGES } from '@cover/domain/motor';
import type * as UploadModule from '../../../../components/file-upload/upload-with-progress';
import { json } from '../../../../test/mock-fetch';
import { expectPlainText } from '../../../../test/plain-text';
import { motorPolicy } from '../../shared/policies/test-motor-policy';
import {
  described,
  documentField,
  field,
  openForm,
  POLICIES,
  resetClaimForm,
  upload,
} from './testing/claim-form';

vi.mock('../../../../components/file-upload/upload-with-progress', async (original) => ({
  ...(await original<typeof UploadModule>()),
  uploadWithProgress: vi.fn(),
}));

afterEach(resetClaimForm);

// Each test fills a long form key by key in jsdom: tens of seconds on a busy two-core machine.
describe('RetailMotorClaimSubmitPage', { timeout: 60_000 }, () => {
  it('states the excess of the chosen claim type on this vehicle before anything is sent', async () => {
    const { user } = openForm();
    await screen.findByRole('form', { name: 'Motor claim' });
    expect(screen.queryByRole('status', { name: 'Excess for this claim' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Glass' }));
    const excess = screen.getByRole('status', { name: 'Excess for this claim' });
    expect(excess).toHaveTextContent(/Excess for glass: R\s?1[\s ]?000[.,]00/);
    expect(excess).toHaveTextContent('Toyota Corolla 2021 (CA 123-456)');
    await user.click(screen.getByRole('radio', { name: 'Stolen' }));
    expect(screen.getByRole('status', { name: 'Excess for this claim' })).toHaveTextContent(
      /you claim its sum insured, R\s?300[\s ]?000[.,]00: we pay that less the excess\. Once we approve the claim, this vehicle's cover ends and no further premiums are taken/,
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it.each(['Stolen', 'Hijacked'])(
    'asks a %s vehicle for the SAPS case number and police station, and no amount',
    async (type) => {
      const { user } = openForm();
      await user.click(await screen.findByRole('radio', { name: type }));
      expect(screen.queryByLabelText(/amount/)).toBeNull();
      expect(screen.queryByLabelText(/^Mobile number for the inspection link/)).toBeNull();
      const documents = screen.getByRole('region', { name: 'Documents' });
      expect(within(documents).getByText('SAPS case slip')).toHaveTextContent('(required)');
      expect(within(documents).getByText('Sworn affidavit')).toHaveTextContent('(required)');

      await user.click(screen.getByRole('button', { name: 'Submit claim' }));
      await described('SAPS case number', MOTOR_CLAIM_MESSAGES.sapsCaseNumber);
      await described('Police station', MOTOR_CLAIM_MESSAGES.policeStation);
      await described('Street address where it happened', MOTOR_CLAIM_MESSAGES.incidentAddress);
      expect(screen.getByText(MOTOR_CLAIM_MESSAGES.acceptTermsAndCondition)).toBeInTheDocument();
      expect(documentField(/SAPS case slip/)).toHaveAccessibleDescription(
        expect.stringContaining('Please add this document'),
      );
      await user.type(field('SAPS case number'), '123/3/2025');
      await described('SAPS case number', MOTOR_CLAIM_MESSAGES.sapsCaseNumber);
      await user.clear(field('SAPS case number'));
      await user.type(field('SAPS case number'), 'cas 123/3/2025');
      await waitFor(() =>
        expect(field('SAPS case number')).not.toHaveAccessibleDescription(
          MOTOR_CLAIM_MESSAGES.sapsCaseNumber,
        ),
      );
      expectPlainText();
      expect(upload).not.toHaveBeenCalled();
    },
    30_000,
  );

  it('asks damage that is inspected for the quote amount and the number for the inspection link', async () => {
    const { user } = openForm();
    await user.click(await screen.findByRole('radio', { name: 'Accessories' }));
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    await described('Quote or invoice amount for the accessories', MOTOR_CLAIM_MESSAGES.amount);
    await described('Mobile number for the inspection link', MOTOR_CLAIM_MESSAGES.claimInspectionPhoneNumber);
    expect(field('SAPS case number')).not.toBeRequired();
    expect(field('Police station')).not.toHaveAccessibleDescription(MOTOR_CLAIM_MESSAGES.policeStation);
    await user.type(field('SAPS case number'), 'CAS 5/3/2025');
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    await described('Police station', MOTOR_CLAIM_MESSAGES.policeStation);

    await user.click(screen.getByRole('radio', { name: 'Towing' }));
    expect(field('Towing invoice amount')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Mobile number for the inspection link/)).toBeNull();
    expect(upload).not.toHaveBeenCalled();
  });

  it('asks why a claim is reported more than 48 hours after the incident', async () => {
    const { user } = openForm();
    await user.click(await screen.findByRole('radio', { name: 'Towing' }));
    expect(screen.queryByLabelText(/^Why are you reporting it only now/)).toBeNull();
    await user.type(field('Date it happened'), '2025-03-01');
    await user.type(field('Time it happened'), '08:00');
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    await described('Why are you reporting it only now', MOTOR_CLAIM_MESSAGES.delayReasonRequired);
  });

  it('refuses, on the date, an incident before the policy was issued on its start day (QA F21)', async () => {
    // issued an hour ago (when its inspection was approved), cover from then; the damage ten minutes earlier
    const issuedAt = new Date(Date.now() - 60 * 60 * 1000);
    const saLocal = (instant: Date) => new Date(instant.getTime() + 2 * 60 * 60 * 1000).toISOString();
    const incident = saLocal(new Date(issuedAt.getTime() - 10 * 60 * 1000));
    const issuedToday = motorPolicy({ startDate: saDay(issuedAt), createdAt: issuedAt.toISOString() });
    const { user } = openForm({ [POLICIES]: () => json(200, { data: [issuedToday] }) });
    await user.click(await screen.findByRole('radio', { name: 'Towing' }));
    await user.type(field('Date it happened'), incident.slice(0, 10));
    await user.type(field('Time it happened'), incident.slice(11, 16));
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    await described(
      'Date it happened',
      `This happened before your cover started at ${saLocal(issuedAt).slice(11, 16)} on ${formatLongDate(saDay(issuedAt))}.`,
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it('asks an accident for its details, with rows of passengers, third parties and witnesses', async () => {
    const { user } = openForm();
    await user.click(await screen.findByRole('radio', { name: 'Glass' }));
    expect(screen.queryByRole('region', { name: 'The accident' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Accident scratches & dents' }));
    const accident = screen.getByRole('region', { name: 'The accident' });
    expect(within(accident).getByText('No passengers.')).toBeInTheDocument();

    await user.click(within(accident).getByRole('button', { name: 'Add a passenger' }));
    await user.click(within(accident).getByRole('button', { name: 'Add a passenger' }));
    await user.click(within(accident).getByRole('button', { name: 'Add a witness' }));
    expect(within(accident).getByRole('group', { name: 'Passenger 2' })).toBeInTheDocument();
    await user.type(
      within(within(accident).getByRole('group', { name: 'Passenger 1' })).getByLabelText(/^Full name/),
      'Lerato Nkosi',
    );
    await user.click(within(accident).getByRole('button', { name: 'Remove passenger 2' }));
    expect(within(accident).queryByRole('group', { name: 'Passenger 2' })).toBeNull();
    expect(
      within(within(accident).getByRole('group', { name: 'Passenger 1' })).getByLabelText(/^Full name/),
    ).toHaveValue('Lerato Nkosi');

    const yesTo = (question: string) =>
      user.click(
        within(within(accident).getByRole('radiogroup', { name: question })).getByRole('radio', {
          name: 'Yes',
        }),
      );
    await yesTo('Was another vehicle involved?');
    expect(within(accident).getByLabelText(/^Other driver’s full name/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    const witness = within(accident).getByRole('group', { name: 'Witness 1' });
    await waitFor(() =>
      expect(within(witness).getByLabelText(/^Mobile number/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(within(accident).getByText(ACCIDENT_MESSAGES.licenceCode)).toBeInTheDocument();
    expect(within(accident).getByText(ACCIDENT_MESSAGES.roadCondition)).toBeInTheDocument();
    expect(within(accident).getByLabelText(/^Your speed/)).toHaveAccessibleDescription(
      ACCIDENT_MESSAGES.ownSpeed,
    );
    expect(within(accident).getByText(ACCIDENT_MESSAGES.injured)).toBeInTheDocument();
    expect(within(accident).getByText(ACCIDENT_MESSAGES.isPolicyHolder)).toBeInTheDocument();
    await user.click(within(accident).getByRole('button', { name: 'Remove witness 1' }));
    expect(within(accident).getByText('No witnesses.')).toBeInTheDocument();
    expectPlainText();
    expect(upload).not.toHaveBeenCalled();
  }, 30_000);
});
