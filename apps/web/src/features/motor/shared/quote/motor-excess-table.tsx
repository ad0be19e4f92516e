import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { MotorExcessView } from '@cover/domain/motor';
import { Money } from '../../../../components/money/money-display';
import { excessRuleText } from './excess-text';
import { useMotorWording } from '../wizard/wizard-wording';

/**
 * The excess of every motor claim type (what the customer pays towards a claim) and how it is set, stated
 * before buying. Two columns, so it reads on a 390 px phone: how the amount is set sits under the type.
 */
export function MotorExcessTable({ excesses }: { excesses: readonly MotorExcessView[] }) {
  const wording = useMotorWording();
  return (
    <Table size="small" aria-label="Excess per claim">
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            Claim type
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            {wording.excessColumn}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {excesses.map((excess) => (
          <TableRow key={excess.claimType}>
            <TableCell component="th" scope="row">
              {excess.label}
              {excess.description ? (
                <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                  {excessRuleText(excess.description)}
                </Typography>
              ) : null}
            </TableCell>
            <TableCell align="right" sx={{ verticalAlign: 'top' }}>
              <Money cents={excess.amount} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
