import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Beneficiary } from '@cover/domain';
import { beneficiaryRelationLabel } from './labels';

/** The beneficiaries of a policy with their percentages (read only). */
export function BeneficiaryList({
  beneficiaries,
  action,
}: {
  beneficiaries: readonly Beneficiary[];
  action?: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 } }}
      component="section"
      aria-labelledby="beneficiaries-title"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id="beneficiaries-title" variant="h4" component="h2" sx={{ mr: 'auto' }}>
          Beneficiaries
        </Typography>
        {action}
      </Box>
      {beneficiaries.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          No beneficiaries yet.
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {beneficiaries.map((beneficiary) => (
            <Box component="li" key={beneficiary.beneficiaryId} sx={{ display: 'flex', gap: 2, py: 1 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {beneficiary.firstName} {beneficiary.lastName}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {beneficiaryRelationLabel(beneficiary.relation)}
                </Typography>
              </Box>
              <Typography sx={{ fontWeight: 700 }}>{beneficiary.percentage}%</Typography>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
