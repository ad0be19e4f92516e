import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { screen, within } from '@testing-library/react';
import { addIssues } from '../../../../components/form-fields/zod-rules';
import { renderDraftWizard } from '../../../../components/wizard/wizard-harness.test-utils';
import { FamilyFields, type FamilyValue } from './family-fields';
import { emptyPerson } from './member-drafts';
import { familyDraftShape } from './member-schemas';
import { addNameErrors, type FieldErrors } from './member-validation';

const schema = z.object(familyDraftShape).superRefine((family, ctx) => {
  const errors: FieldErrors = {};
  if (family.spouseIncluded) addNameErrors(errors, 'spouse.', family.spouse);
  family.children.forEach((child, index) => addNameErrors(errors, `children.${index}.`, child));
  addIssues(ctx, errors);
});
const none: FamilyValue = { spouseIncluded: false, spouse: emptyPerson(), children: [] };

const renderFamily = () =>
  renderDraftWizard({
    schema,
    initial: none,
    fields: (form) => <FamilyFields form={form} lastName="Mokoena" />,
  });

describe('family fields', () => {
  it('asks for the spouse only when covered, and adds children with the family name', async () => {
    const wizard = renderFamily();
    expect(screen.getByRole('heading', { name: 'Your spouse' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/first name/i)).not.toBeInTheDocument();
    await wizard.user.click(screen.getByRole('checkbox', { name: /cover my spouse/i }));
    expect(screen.getByLabelText(/first name/i)).toBeInTheDocument();
    await wizard.user.click(screen.getByRole('button', { name: 'Add a child' }));
    const child = screen.getByRole('group', { name: 'Child 1' });
    expect(within(child).getByLabelText(/last name/i)).toHaveValue('Mokoena');
    expect(wizard.draft().values).toMatchObject({
      spouseIncluded: true,
      children: [{ lastName: 'Mokoena' }],
    });
    expect(within(child).getByLabelText(/SA ID number \(optional\)/)).toBeInTheDocument();
    await wizard.user.click(within(child).getByRole('button', { name: 'Remove child 1' }));
    expect(screen.queryByRole('group', { name: 'Child 1' })).not.toBeInTheDocument();
    expect(wizard.draft().values.children).toEqual([]);
  });

  it("keeps a child's refused name with its error and does not move on", async () => {
    const wizard = renderFamily();
    await wizard.user.click(screen.getByRole('button', { name: 'Add a child' }));
    const child = screen.getByRole('group', { name: 'Child 1' });
    await wizard.user.type(within(child).getByLabelText(/first name/i), 'Anele2');
    await wizard.next();
    expect(
      await within(child).findByText('Name may contain letters, spaces, apostrophes and hyphens only'),
    ).toBeInTheDocument();
    expect(within(child).getByLabelText(/first name/i)).toHaveValue('Anele2');
    expect(wizard.draft().activeStep).toBe(1);
    expect(wizard.draft().values.children[0]).toMatchObject({ firstName: 'Anele2', lastName: 'Mokoena' });
  });

  it('keeps the spouse and children when going back', async () => {
    const wizard = renderFamily();
    await wizard.user.click(screen.getByRole('checkbox', { name: /cover my spouse/i }));
    await wizard.user.type(screen.getByLabelText(/first name/i), 'Naledi');
    await wizard.user.type(screen.getByLabelText(/last name/i), 'Mokoena');
    await wizard.user.click(screen.getByRole('button', { name: 'Add a child' }));
    const child = screen.getByRole('group', { name: 'Child 1' });
    await wizard.user.type(within(child).getByLabelText(/first name/i), 'Anele');
    await wizard.user.click(within(child).getByRole('checkbox', { name: 'Studying full time' }));
    await wizard.next();
    await screen.findByText('All done');
    await wizard.back();
    expect(screen.getByRole('checkbox', { name: /cover my spouse/i })).toBeChecked();
    const again = screen.getByRole('group', { name: 'Child 1' });
    expect(within(again).getByLabelText(/first name/i)).toHaveValue('Anele');
    expect(within(again).getByRole('checkbox', { name: 'Studying full time' })).toBeChecked();
  });
});
