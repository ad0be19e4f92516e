import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { MotorAlteration } from '@cover/domain/motor';
import { Money } from '../../../../components/money/money-display';
import { FactList } from '../../../../components/policies/fact-list';
import type { ReadableApiError } from '../../../../lib/api-error';

/** Under a priced change's premiums: the sum insured before and after, and why the last call was refused. */
export function ChangeDetails({
  alteration,
  problem,
}: {
  alteration: MotorAlteration | null;
  problem: ReadableApiError | null;
}) {
  return (
    <>
      {alteration && alteration.newSumAssured !== alteration.currentSumAssured ? (
        <Box sx={{ mt: 2 }}>
          <FactList
            facts={[
              { label: 'Sum insured now', value: <Money cents={alteration.currentSumAssured} /> },
              { label: 'New sum insured', value: <Money cents={alteration.newSumAssured} /> },
            ]}
          />
        </Box>
      ) : null}
      {problem ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {problem.message}
        </Alert>
      ) : null}
    </>
  );
}
