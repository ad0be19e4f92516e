import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import type { Policy } from '@cover/domain/funeral';

export interface DeceasedBeneficiariesProps {
  policy: Pick<Policy, 'module'>;
  /** where the beneficiaries are changed; absent when they cannot be (the policy has ended) */
  editPath?: string;
}

/**
 * The beneficiaries who died while covered on the policy (their death claim approved): their percentage is
 * for the customer to share out among the people they choose (docs/decisions/0038).
 */
export function DeceasedBeneficiaries({ policy, editPath }: DeceasedBeneficiariesProps) {
  const ids = new Set(policy.module.deceasedBeneficiaryIds ?? []);
  const deceased = policy.module.beneficiaries.filter((entry) => ids.has(entry.beneficiaryId));
  if (deceased.length === 0) return null;
  return (
    <>
      {deceased.map((entry) => (
        <Alert
          key={entry.beneficiaryId}
          severity="warning"
          sx={{ mb: 1.5 }}
          action={
            editPath ? (
              <Button color="inherit" component={RouterLink} to={editPath}>
                Share out
              </Button>
            ) : undefined
          }
        >
          {entry.firstName} {entry.lastName} has died and still has {entry.percentage}% of the benefit. Please
          share out this percentage among the people you want.
        </Alert>
      ))}
    </>
  );
}
