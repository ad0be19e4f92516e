import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderDraftWizard } from '../wizard/wizard-harness.test-utils';
import { DeclarationFields } from './declaration-fields';
import { declarationFormSchema } from './declaration-schema';

const renderDeclaration = () =>
  renderDraftWizard({
    schema: declarationFormSchema,
    initial: { acceptTandc: false, acceptPOPIAandTCF: false },
    fields: (form) => (
      <DeclarationFields
        form={form}
        items={[
          { name: 'acceptTandc', label: 'I accept the terms and conditions.' },
          { name: 'acceptPOPIAandTCF', label: 'I consent under POPIA and was treated fairly (TCF).' },
        ]}
      />
    ),
  });

describe('declaration fields', () => {
  it('shows each declaration as a required checkbox, unticked', () => {
    renderDeclaration();
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(2);
    boxes.forEach((box) => expect(box).not.toBeChecked());
    expect(screen.getByRole('checkbox', { name: /terms and conditions/i })).toBeInTheDocument();
  });

  it('refuses to move on until both are accepted, keeping what was ticked', async () => {
    const wizard = renderDeclaration();
    await wizard.user.click(screen.getByRole('checkbox', { name: /POPIA/ }));
    await wizard.next();
    expect(await screen.findByText('Please accept the terms and conditions')).toBeInTheDocument();
    expect(screen.queryByText('Please accept the POPIA and TCF consent')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /POPIA/ })).toBeChecked();
    expect(wizard.draft()).toMatchObject({ activeStep: 1, values: { acceptPOPIAandTCF: true } });
  });

  it('keeps the ticks when going back', async () => {
    const wizard = renderDeclaration();
    await wizard.user.click(screen.getByRole('checkbox', { name: /terms and conditions/i }));
    await wizard.user.click(screen.getByRole('checkbox', { name: /POPIA/ }));
    await wizard.next();
    await screen.findByText('All done');
    await wizard.back();
    screen.getAllByRole('checkbox').forEach((box) => expect(box).toBeChecked());
  });
});
