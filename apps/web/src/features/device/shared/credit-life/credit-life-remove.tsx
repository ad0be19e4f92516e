import {
  RemoveFromListButton,
  type RemoveFromListButtonProps,
} from '../../../../components/policies/remove-from-list';
import {
  useRemoveCreditLifeApplicationMutation,
  useRemoveCreditLifePolicyMutation,
  type CreditLifeFamily,
} from '../api/credit-life-api';

/** "Remove from my list" (archive with a note) of an ended credit life policy or an application. */
export function CreditLifeRemoveFromList({
  family,
  what,
  ...props
}: Omit<RemoveFromListButtonProps, 'archive'> & {
  family: CreditLifeFamily;
  what: 'policy' | 'application';
}) {
  const [removePolicy] = useRemoveCreditLifePolicyMutation();
  const [removeApplication] = useRemoveCreditLifeApplicationMutation();
  const remove = what === 'policy' ? removePolicy : removeApplication;
  return (
    <RemoveFromListButton
      {...props}
      archive={(body, idempotencyKey) => remove({ family, body, idempotencyKey })}
    />
  );
}
