import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import { EmptyState } from '../../../components/async-state/async-state';
import { DashboardSection } from './dashboard-section';
import type { ProductLine } from './product-lines';

/** A product line the user has no cover in yet, leading to where they can get it. */
export function ProductOfferCard({ line }: { line: ProductLine }) {
  return (
    <DashboardSection title={line.title}>
      <EmptyState
        title={line.empty}
        action={
          <Button variant="outlined" component={RouterLink} to={line.to}>
            {line.action}
          </Button>
        }
      >
        {line.pitch}
      </EmptyState>
    </DashboardSection>
  );
}
