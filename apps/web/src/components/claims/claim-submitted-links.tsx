import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

/** The way on after a claim is submitted: to the claim itself, and back to the list it belongs to. */
export function ClaimSubmittedLinks({
  claimPath,
  listPath,
  listLabel = 'All my claims',
}: {
  claimPath: string;
  listPath: string;
  listLabel?: string;
}) {
  return (
    <>
      <Button component={RouterLink} to={claimPath} variant="contained">
        View the claim
      </Button>
      <Button component={RouterLink} to={listPath}>
        {listLabel}
      </Button>
    </>
  );
}
