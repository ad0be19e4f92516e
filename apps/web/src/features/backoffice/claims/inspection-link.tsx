import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { BACKOFFICE_PATHS } from '../state/backoffice-paths';

/** A motor claim's inspection of the damage by its status, linked to its page with the photos (QA walk 4). */
export function InspectionLink({ id, label }: { id: string; label: string }) {
  return (
    <Link component={RouterLink} to={BACKOFFICE_PATHS.preInspection(id)}>
      {label}: open the inspection
    </Link>
  );
}
