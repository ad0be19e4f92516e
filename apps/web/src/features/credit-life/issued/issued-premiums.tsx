import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Money } from '../../../components/money/money-display';
import { useGetCreditLifePolicyQuery } from '../api/credit-life-api';
import type { CreditLifeScope } from '../line';

/** The cover a purchase issued (or will issue): what it is, its number once issued, its premium a month. */
export interface IssuedCover {
  /** 'Device cover', 'Motor cover' */
  label: string;
  policyNumber: string | null;
  monthlyPremium: number;
}

/** The credit life taken with it: its policy once issued (its number is read from it) and its premium. */
export interface IssuedCreditLife {
  scope: CreditLifeScope;
  /** 'Device credit life', 'Vehicle credit life' */
  label: string;
  policyId: string | null;
  monthlyPremium: number;
}

function Row({
  label,
  policyNumber,
  monthlyPremium,
  testId,
  numberTestId,
  total = false,
}: IssuedCover & { testId: string; numberTestId?: string; total?: boolean }) {
  return (
    <Box
      data-testid={testId}
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'baseline',
        gap: 2,
        py: 1,
        borderTop: total ? 2 : 0,
        borderColor: 'divider',
      }}
    >
      <Box component="dt" sx={{ m: 0, fontWeight: total ? 700 : 500 }}>
        {label}
        {policyNumber ? (
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
            data-testid={numberTestId}
            sx={{ display: 'block', whiteSpace: 'nowrap', fontWeight: 400 }}
          >
            {policyNumber}
          </Typography>
        ) : null}
      </Box>
      <Box component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: total ? 700 : 400 }}>
        <Money cents={monthlyPremium} /> a month
      </Box>
    </Box>
  );
}

/**
 * What a purchase with credit life came to, each policy labelled: the cover with its number and premium,
 * the credit life with its own (read from its policy once issued), and what both come to a month on the
 * one debit order. The device and motor wizards' "issued" screens show it (walk 8 no. 5: the device screen
 * gave the device policy's number with the total as its premium).
 */
export function IssuedPremiums({ cover, creditLife }: { cover: IssuedCover; creditLife: IssuedCreditLife }) {
  const policy = useGetCreditLifePolicyQuery(
    { scope: creditLife.scope, policyId: creditLife.policyId ?? '' },
    { skip: !creditLife.policyId },
  );
  return (
    <Box
      component="dl"
      aria-label="Your premiums"
      data-testid="issued-premiums"
      sx={{ mt: 2, mb: 0, mx: 'auto', maxWidth: 420, textAlign: 'left' }}
    >
      <Row {...cover} testId="issued-cover" numberTestId="new-policy-number" />
      <Row
        label={creditLife.label}
        policyNumber={policy.currentData?.policyNumber ?? null}
        monthlyPremium={creditLife.monthlyPremium}
        testId="issued-credit-life"
        numberTestId="new-credit-life-policy-number"
      />
      <Row
        label="Together"
        policyNumber={null}
        monthlyPremium={cover.monthlyPremium + creditLife.monthlyPremium}
        testId="issued-total"
        total
      />
    </Box>
  );
}
