import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderDraftWizard } from '../wizard/wizard-harness.test-utils';
import { DEVICE_CONSENT_TEXTS } from '@cover/domain/device';
import { MOTOR_CONSENT_TEXTS } from '@cover/domain/motor';
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

describe('declaration fields: what is accepted can be read', () => {
  const renderConsents = (terms: string, popia: string) =>
    renderDraftWizard({
      schema: declarationFormSchema,
      initial: { acceptTandc: false, acceptPOPIAandTCF: false },
      fields: (form) => (
        <DeclarationFields
          form={form}
          items={[
            { name: 'acceptTandc', label: terms },
            { name: 'acceptPOPIAandTCF', label: popia },
          ]}
        />
      ),
    });

  it('links the terms and the privacy notice of a consent text, opening in a new tab, its words kept', () => {
    renderConsents(DEVICE_CONSENT_TEXTS.terms, DEVICE_CONSENT_TEXTS.popia);
    const terms = screen.getByRole('link', { name: 'terms and conditions of device cover' });
    expect(terms).toHaveAttribute('href', '/terms-of-use');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(terms).toHaveAttribute('rel', expect.stringContaining('noopener'));
    const privacy = screen.getByRole('link', { name: 'privacy notice (POPIA)' });
    expect(privacy).toHaveAttribute('href', '/privacy-notice');
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('checkbox', { name: DEVICE_CONSENT_TEXTS.terms })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: DEVICE_CONSENT_TEXTS.popia })).toBeInTheDocument();
  });

  it('links POPIA itself where a text names no privacy notice (motor), each page once', () => {
    renderConsents(MOTOR_CONSENT_TEXTS.terms, MOTOR_CONSENT_TEXTS.popiaAndTcf);
    expect(screen.getByRole('link', { name: 'terms and conditions of motor cover' })).toHaveAttribute(
      'href',
      '/terms-of-use',
    );
    expect(screen.getByRole('link', { name: 'POPIA' })).toHaveAttribute('href', '/privacy-notice');
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('leaves a declaration without terms or POPIA as plain text', () => {
    renderConsents('The employee gave me these answers.', 'I was treated fairly (TCF).');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
