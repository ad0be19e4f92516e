import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MotorQuote } from '@cover/domain/motor';
import { formatMoney } from '../../../../components/money/format-money';

type Adjustment = MotorQuote['loadings'][number];

/** A loading or discount in plain words: 'Vehicle essential for the job: R 45,00 more a month (10%)'. */
const adjustmentText = (line: Adjustment, kind: 'more' | 'less') =>
  `${line.label}: ${formatMoney(Math.abs(line.amount))} ${kind} a month (${Math.abs(line.percentage)}%)`;

/**
 * What adds to or lowers a motor premium, one line each in plain words. Without any: nothing shown, or
 * `empty` ("Nothing") where the list is a declared answer the reader checks.
 */
export function PremiumAdjustments({
  title,
  lines,
  kind,
  empty,
}: {
  title: string;
  lines: readonly Adjustment[];
  kind: 'more' | 'less';
  empty?: string;
}) {
  if (lines.length === 0 && empty === undefined) return null;
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {title}
      </Typography>
      {lines.length === 0 ? (
        <Typography sx={{ fontWeight: 600 }}>{empty}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {lines.map((line) => (
            <Typography component="li" key={`${line.code}-${line.label}`} sx={{ py: 0.25 }}>
              {adjustmentText(line, kind)}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
