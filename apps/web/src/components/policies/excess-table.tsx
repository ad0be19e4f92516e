import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Money } from '../money/money-display';
import { SectionCard } from './section-card';

/** The excess of one claim type on a policy of any line (cents). */
export interface ExcessRow {
  claimType: string;
  label: string;
  amount: number;
}

export interface ExcessTableProps<E extends ExcessRow> {
  excesses: readonly E[];
  /** how the line works the excess out, under the claim type (e.g. a share of the value, with a floor) */
  detail?: (excess: E) => ReactNode;
}

/** What the customer pays towards each kind of claim on a policy (any line), on the policy's page. */
export function ExcessTable<E extends ExcessRow>({ excesses, detail }: ExcessTableProps<E>) {
  return (
    <SectionCard title="Excess per claim" headerGap={1}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        The excess is deducted from what a claim pays out.
      </Typography>
      <Table size="small" aria-label="Excess per claim type">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Claim
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Excess
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {excesses.map((excess) => (
            <TableRow key={excess.claimType}>
              <TableCell component="th" scope="row">
                {excess.label}
                {detail ? (
                  <Typography variant="body2" color="text.secondary">
                    {detail(excess)}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                <Money cents={excess.amount} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </SectionCard>
  );
}
