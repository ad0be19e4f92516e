import {
  RemoveFromListButton as SharedRemoveFromListButton,
  type RemoveFromListButtonProps,
} from '../../../../components/policies/remove-from-list';
import { useArchiveMutation } from '../api/policy-api';

export { isRemovablePolicy } from '../../../../components/policies/remove-from-list';

/** "Remove from my list" through the retail funeral archive call. */
export function RemoveFromListButton(props: Omit<RemoveFromListButtonProps, 'archive'>) {
  const [archive] = useArchiveMutation();
  return (
    <SharedRemoveFromListButton
      {...props}
      archive={(body, idempotencyKey) => archive({ body, idempotencyKey })}
    />
  );
}
