import {
  RemoveFromListButton,
  type RemoveFromListButtonProps,
} from '../../../../components/policies/remove-from-list';
import {
  useArchiveMotorApplicationMutation,
  useArchiveMotorPolicyMutation,
  type MotorFamily,
} from '../api/servicing-api';

export interface MotorRemoveFromListProps extends Omit<RemoveFromListButtonProps, 'archive'> {
  family: MotorFamily;
  /** an ended policy, or an application not yet issued: each has its own archive call */
  record: 'policy' | 'application';
}

/** "Remove from my list" (archive with a note) of a motor policy or application, through the family's call. */
export function MotorRemoveFromList({ family, record, ...props }: MotorRemoveFromListProps) {
  const [archivePolicy] = useArchiveMotorPolicyMutation();
  const [archiveApplication] = useArchiveMotorApplicationMutation();
  const archive = record === 'policy' ? archivePolicy : archiveApplication;
  return (
    <RemoveFromListButton
      {...props}
      archive={(body, idempotencyKey) => archive({ family, body, idempotencyKey })}
    />
  );
}
