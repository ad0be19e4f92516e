import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { screen } from '@testing-library/react';
import { emailField, personNameField, saMobileField } from '@cover/domain';
import { checkedBy } from '../form-fields/zod-rules';
import { renderDraftWizard } from '../wizard/wizard-harness.test-utils';
import { PersonDetailsFields } from './person-details-fields';

const schema = z.object({
  idNumber: z.string(),
  firstName: checkedBy(z.string(), personNameField),
  lastName: checkedBy(z.string(), personNameField),
  dateOfBirth: z.string(),
  mobile: checkedBy(z.string(), saMobileField),
  email: checkedBy(z.string(), emailField),
});
const blank = { idNumber: '', firstName: '', lastName: '', dateOfBirth: '', mobile: '', email: '' };

const renderPerson = (initial = blank) =>
  renderDraftWizard({
    schema,
    initial,
    fields: (form) => (
      <PersonDetailsFields
        form={form}
        idOptional
        names={{
          firstName: 'firstName',
          lastName: 'lastName',
          idNumber: 'idNumber',
          dateOfBirth: 'dateOfBirth',
          email: 'email',
          mobile: 'mobile',
        }}
        dateOfBirthHelp="Between 18 and 64"
      />
    ),
  });

describe('person details fields', () => {
  it('shows the fields named, in the order named, with their hints', () => {
    renderPerson();
    const labels = screen
      .getAllByRole<HTMLInputElement>('textbox')
      .map((input) => input.labels?.[0]?.textContent ?? '');
    expect(labels).toEqual([
      expect.stringMatching(/^First name/),
      expect.stringMatching(/^Last name/),
      'SA ID number (optional)',
      expect.stringMatching(/^Email/),
      expect.stringMatching(/^Mobile number/),
    ]);
    expect(screen.getByLabelText(/^SA ID number \(optional\)/)).not.toBeRequired();
    expect(screen.getByLabelText(/^first name/i)).toBeRequired();
    expect(screen.getByLabelText(/date of birth/i)).toHaveAttribute('type', 'date');
    expect(screen.getByText('Between 18 and 64')).toBeInTheDocument();
    expect(screen.queryByLabelText(/title/i)).not.toBeInTheDocument();
  });

  it('keeps a wrong email and mobile number with their errors and does not move on', async () => {
    const wizard = renderPerson({ ...blank, firstName: 'Lerato', lastName: 'Mokoena' });
    await wizard.user.type(screen.getByLabelText(/^email/i), 'lerato@');
    await wizard.user.type(screen.getByLabelText(/^mobile number/i), '12345');
    await wizard.next();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(
      screen.getByText('Please enter a valid South African mobile number, e.g. 082 123 4567'),
    ).toBeVisible();
    expect(screen.getByLabelText(/^email/i)).toHaveValue('lerato@');
    expect(screen.getByLabelText(/^mobile number/i)).toHaveValue('12345');
    expect(wizard.draft()).toMatchObject({ activeStep: 1, values: { email: 'lerato@', mobile: '12345' } });
  });

  it('fills the date of birth from a valid ID number and keeps everything when going back', async () => {
    const wizard = renderPerson();
    await wizard.user.type(screen.getByLabelText(/^first name/i), 'Thabo');
    await wizard.user.type(screen.getByLabelText(/^last name/i), 'Mokoena');
    await wizard.user.type(screen.getByLabelText(/^SA ID number/), '8001015009087');
    expect(screen.getByLabelText(/date of birth/i)).toHaveValue('1980-01-01');
    expect(wizard.draft().values).toMatchObject({ idNumber: '8001015009087', dateOfBirth: '1980-01-01' });
    await wizard.user.type(screen.getByLabelText(/^email/i), 'thabo@example.co.za');
    await wizard.user.type(screen.getByLabelText(/^mobile number/i), '082 555 0101');
    await wizard.next();
    await screen.findByText('All done');
    await wizard.back();
    expect(screen.getByLabelText(/^first name/i)).toHaveValue('Thabo');
    expect(screen.getByLabelText(/date of birth/i)).toHaveValue('1980-01-01');
    expect(screen.getByLabelText(/^mobile number/i)).toHaveValue('082 555 0101');
  });
});
