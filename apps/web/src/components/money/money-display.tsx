import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { formatMoney } from './format-money';

export interface MoneyProps {
  /** integer cents */
  cents: number;
  whole?: boolean;
  sx?: SxProps<Theme>;
}

/** An amount of money (integer cents), formatted en-ZA and never wrapped mid-number. */
export function Money({ cents, whole = false, sx }: MoneyProps) {
  return (
    <Box
      component="span"
      sx={[{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {formatMoney(cents, { whole })}
    </Box>
  );
}
