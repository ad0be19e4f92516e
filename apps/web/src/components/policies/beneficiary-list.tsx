import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Beneficiary } from '@cover/domain';
import { beneficiaryRelationText } from '../beneficiaries/beneficiary-rules';
import { ItemList } from './item-list';
import { SectionCard } from './section-card';

export interface BeneficiaryListProps {
  beneficiaries: readonly Beneficiary[];
  /** beside the heading, e.g. a Change or an Edit button */
  action?: ReactNode;
  /** at the end of each row, e.g. a Delete button */
  rowAction?: (beneficiary: Beneficiary) => ReactNode;
  /** above the list, e.g. the server's answer to the last change */
  notice?: ReactNode;
  /** shown instead of the list, e.g. the editor while the list is changed */
  children?: ReactNode;
}

/** The beneficiaries of a policy with their shares; what may be done to them is given by the screen. */
export function BeneficiaryList({
  beneficiaries,
  action,
  rowAction,
  notice,
  children,
}: BeneficiaryListProps) {
  return (
    <SectionCard title="Beneficiaries" action={action}>
      {notice}
      {children ?? (
        <ItemList
          items={beneficiaries}
          empty="No beneficiaries yet."
          itemKey={(beneficiary) => beneficiary.beneficiaryId}
          itemSx={{ display: 'flex', gap: 1.5, py: 1, alignItems: 'center', flexWrap: 'wrap' }}
          renderItem={(beneficiary) => (
            <>
              <Box sx={{ flex: '1 1 10rem', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {beneficiary.firstName} {beneficiary.lastName}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {beneficiaryRelationText(beneficiary.relation)}
                </Typography>
              </Box>
              <Typography sx={{ fontWeight: 700 }}>{beneficiary.percentage}%</Typography>
              {rowAction?.(beneficiary)}
            </>
          )}
        />
      )}
    </SectionCard>
  );
}
