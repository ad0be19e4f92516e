import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { DeviceExcessView } from '@cover/domain/device';
import { Money } from '../../../../components/money/money-display';

/** The excess of every claim type (what the customer pays towards a claim), stated before buying. */
export function ExcessTable({ excesses }: { excesses: readonly DeviceExcessView[] }) {
  return (
    <Table size="small" aria-label="Excess per claim">
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            Claim type
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            Excess you pay
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {excesses.map((excess) => (
          <TableRow key={excess.claimType}>
            <TableCell component="th" scope="row">
              {excess.label}
            </TableCell>
            <TableCell align="right">
              <Money cents={excess.amount} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
