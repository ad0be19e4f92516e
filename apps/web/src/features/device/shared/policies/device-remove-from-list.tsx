import {
  RemoveFromListButton,
  type RemoveFromListButtonProps,
} from '../../../../components/policies/remove-from-list';
import { useArchiveDeviceMutation, type DeviceFamily } from '../api/servicing-api';

/** "Remove from my list" (archive with a note) through the family's device archive call. */
export function DeviceRemoveFromList({
  family,
  ...props
}: Omit<RemoveFromListButtonProps, 'archive'> & { family: DeviceFamily }) {
  const [archive] = useArchiveDeviceMutation();
  return (
    <RemoveFromListButton
      {...props}
      archive={(body, idempotencyKey) => archive({ family, body, idempotencyKey })}
    />
  );
}
