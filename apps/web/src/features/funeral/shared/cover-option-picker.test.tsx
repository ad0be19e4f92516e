import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { screen } from '@testing-library/react';
import { funeralCoverOptionField, funeralCoverTypeField, type CoverOptionCode } from '@cover/domain/funeral';
import { checkedBy } from '../../../components/form-fields/zod-rules';
import { renderDraftWizard } from '../../../components/wizard/wizard-harness.test-utils';
import { BoundCoverOptionPicker } from './bound-cover-option-picker';

const schema = z.object({
  coverType: funeralCoverTypeField,
  coverOption: checkedBy(funeralCoverOptionField.or(z.literal('')), funeralCoverOptionField),
});

const renderPicker = () =>
  renderDraftWizard({
    schema,
    initial: { coverType: 'Money cover' as const, coverOption: '' as CoverOptionCode | '' },
    fields: (form) => (
      <BoundCoverOptionPicker form={form} names={{ coverType: 'coverType', coverOption: 'coverOption' }} />
    ),
  });

describe('bound cover option picker', () => {
  it('shows the cover types and the options A to E, none chosen', () => {
    renderPicker();
    expect(screen.getByRole('radio', { name: 'Money cover' })).toBeChecked();
    expect(screen.getAllByRole('radio', { name: /^option [A-E]/i })).toHaveLength(5);
    screen.getAllByRole('radio', { name: /^option/i }).forEach((radio) => expect(radio).not.toBeChecked());
  });

  it('refuses to move on without an option, keeping the cover type chosen', async () => {
    const wizard = renderPicker();
    await wizard.user.click(screen.getByRole('radio', { name: 'Funeral expenses cover' }));
    await wizard.next();
    expect(await screen.findByText('Please choose a cover option from A to E')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Funeral expenses cover' })).toBeChecked();
    expect(wizard.draft()).toMatchObject({ activeStep: 1, values: { coverType: 'Funeral expenses cover' } });
  });

  it('keeps the choice when going back', async () => {
    const wizard = renderPicker();
    await wizard.user.click(screen.getByRole('radio', { name: /option c/i }));
    await wizard.next();
    await screen.findByText('All done');
    await wizard.back();
    expect(screen.getByRole('radio', { name: /option c/i })).toBeChecked();
  });
});
