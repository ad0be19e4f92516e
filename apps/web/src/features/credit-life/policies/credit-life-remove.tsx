import {
  RemoveFromListButton,
  type RemoveFromListButtonProps,
} from '../../../components/policies/remove-from-list';
import {
  useRemoveCreditLifeApplicationMutation,
  useRemoveCreditLifePolicyMutation,
} from '../api/credit-life-api';
import type { CreditLifeScope } from '../line';

/** "Remove from my list" (archive with a note) of an ended credit life policy or an application. */
export function CreditLifeRemoveFromList({
  scope,
  what,
  ...props
}: Omit<RemoveFromListButtonProps, 'archive'> & {
  scope: CreditLifeScope;
  what: 'policy' | 'application';
}) {
  const [removePolicy] = useRemoveCreditLifePolicyMutation();
  const [removeApplication] = useRemoveCreditLifeApplicationMutation();
  const remove = what === 'policy' ? removePolicy : removeApplication;
  return (
    <RemoveFromListButton
      {...props}
      archive={(body, idempotencyKey) => remove({ scope, body, idempotencyKey })}
    />
  );
}
