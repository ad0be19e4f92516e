import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { BoundTextField } from '../form-fields/bound-text-field';
import { renderWithApp } from '../../test/render';
import { PricedChangeForm } from './priced-change-form';
import { alterationReply, announced } from './test-records';
import { usePricedChange, type PricedChangeCalls, type PricedChangeReply } from './use-priced-change';
import { errorBody } from '../../test/mock-fetch';

const planSchema = z.object({
  option: z.string().pipe(z.enum(['A', 'B', 'C'], { message: 'Please choose A, B or C' })),
});
type Calls = Pick<
  PricedChangeCalls<z.infer<typeof planSchema>, PricedChangeReply>,
  'price' | 'apply' | 'onApplied'
>;

function PlanChange(calls: Calls) {
  const change = usePricedChange(calls);
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(planSchema),
    defaultValues: { option: 'A' },
  });
  return (
    <PricedChangeForm
      change={change}
      confirmLabel="Change my plan"
      problem={change.problem?.message}
      onSubmit={handleSubmit((plan) => change.requestPreview(plan))}
      onCancel={vi.fn()}
    >
      <BoundTextField control={control} name="option" label="Option" />
    </PricedChangeForm>
  );
}

const priced = () => Promise.resolve({ data: alterationReply('Priced', { alterationPackageId: 'pkg-1' }) });
const applied = () => Promise.resolve({ data: alterationReply('Your plan has been changed') });

describe('PricedChangeForm with usePricedChange', () => {
  it('keeps a refused entry, ties the message to the field and prices nothing', async () => {
    const price = vi.fn(priced);
    renderWithApp(<PlanChange price={price} apply={vi.fn(applied)} onApplied={vi.fn()} />);
    const user = userEvent.setup();
    const option = screen.getByLabelText('Option');
    await user.clear(option);
    await user.type(option, 'Z');
    await user.click(screen.getByRole('button', { name: 'See the new premium' }));
    await waitFor(() => expect(option).toHaveAttribute('aria-invalid', 'true'));
    expect(option).toHaveAccessibleDescription('Please choose A, B or C');
    expect(option).toHaveValue('Z');
    expect(price).not.toHaveBeenCalled();
  });

  it('shows the priced preview, goes back to the form as it was, then applies the package', async () => {
    const apply = vi.fn(applied);
    const onApplied = vi.fn();
    renderWithApp(<PlanChange price={vi.fn(priced)} apply={apply} onApplied={onApplied} />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Option'));
    await user.type(screen.getByLabelText('Option'), 'C');
    await user.click(screen.getByRole('button', { name: 'See the new premium' }));
    expect(await screen.findByRole('heading', { name: 'Your new premium' })).toBeInTheDocument();
    expect(screen.getByText('Your cover goes up to option C')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change something' }));
    expect(screen.getByLabelText('Option')).toHaveValue('C');
    await user.click(screen.getByRole('button', { name: 'See the new premium' }));
    await user.click(await screen.findByRole('button', { name: 'Change my plan' }));
    await announced('Your plan has been changed');
    expect(apply).toHaveBeenCalledWith('pkg-1', expect.any(String), undefined);
    expect(onApplied).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal with the form still filled in", async () => {
    const price = vi.fn(() =>
      Promise.resolve({ error: { status: 409, data: errorBody('VALIDATION_FAILED', 'Option C is closed') } }),
    );
    renderWithApp(<PlanChange price={price} apply={vi.fn(applied)} onApplied={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'See the new premium' }));
    expect(await screen.findByText('Option C is closed')).toBeInTheDocument();
    // a refusal is said on the form, not announced as a fault to try again later
    expect(screen.getByTestId('notification-alert')).not.toHaveTextContent('Unable to update your policy');
    expect(screen.getByLabelText('Option')).toHaveValue('A');
    expect(screen.queryByRole('heading', { name: 'Your new premium' })).not.toBeInTheDocument();
  });
});
