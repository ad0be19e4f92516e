import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import {
  statusLabel,
  type BackofficeApplicationDetail,
  type BackofficeLinkedCreditLife,
} from '@cover/domain';
import { beneficiaryRelationText } from '../../../components/beneficiaries/beneficiary-rules';
import { Money } from '../../../components/money/money-display';
import { FactList } from '../../../components/policies/fact-list';
import { SectionCard } from '../../../components/policies/section-card';
import { BACKOFFICE_PATHS } from '../state/backoffice-paths';

const perMonth = (cents: number) => (
  <>
    <Money cents={cents} /> a month
  </>
);

function Beneficiaries({ cover }: { cover: BackofficeLinkedCreditLife }) {
  if (cover.beneficiaries.length === 0) return <>None named</>;
  return (
    <Stack component="span" spacing={0.5}>
      {cover.beneficiaries.map((beneficiary) => (
        <span key={`${beneficiary.name}-${beneficiary.relation}`}>
          {`${beneficiary.name} (${beneficiaryRelationText(beneficiary.relation).toLowerCase()}): ${beneficiary.percentage}\u00a0%`}
        </span>
      ))}
    </Stack>
  );
}

/**
 * The credit life taken with a device or motor application (QA walk 9, no. 9): its own application, what
 * it pays off, who is responsible for the finance (the holder, or another person by name; never an ID
 * number) and who is paid, each premium and what the customer was quoted for both together.
 */
export function LinkedCreditLifeCard({ application }: { application: BackofficeApplicationDetail }) {
  const cover = application.linkedCreditLife;
  if (!cover) return null;
  return (
    <SectionCard title="Credit life taken with it" level="h3" headerGap={1.5}>
      <FactList
        facts={[
          {
            label: 'Credit life application',
            value: (
              <>
                <Link component={RouterLink} to={BACKOFFICE_PATHS.application(cover.applicationId)}>
                  {cover.applicationNumber}
                </Link>
                {` (${statusLabel(cover.status)})`}
              </>
            ),
          },
          {
            label: 'Credit life policy',
            value:
              cover.policyId && cover.policyNumber ? (
                <Link component={RouterLink} to={BACKOFFICE_PATHS.policy(cover.policyId)}>
                  {cover.policyNumber}
                </Link>
              ) : (
                'Not issued yet'
              ),
          },
          { label: 'Outstanding balance', value: <Money cents={cover.outstandingBalance} /> },
          { label: 'Additional percentage insured', value: `${cover.additionalPercentage}\u00a0%` },
          { label: 'Amount insured', value: <Money cents={cover.totalAmountInsured} /> },
          {
            label: 'Responsible for the finance',
            value: cover.responsible.theHolder
              ? `The policy holder (${cover.responsible.name})`
              : cover.responsible.name,
          },
          {
            label: cover.beneficiaries.length === 1 ? 'Beneficiary' : 'Beneficiaries',
            value: <Beneficiaries cover={cover} />,
          },
          { label: 'Credit life premium', value: perMonth(cover.monthlyPremium) },
          { label: `${application.productName} premium`, value: perMonth(application.monthlyPremium) },
          {
            label: 'Together a month, as the customer was quoted',
            value: <Money cents={cover.totalMonthlyPremium} />,
          },
        ]}
      />
    </SectionCard>
  );
}
