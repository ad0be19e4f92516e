import { useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { UNABLE_TO } from '@cover/domain';
import { MONEY_COVER_OPTIONS, PACKAGE_NAMES, type Policy } from '@cover/domain/funeral';
import { EmptyState, ErrorState, LoadingState } from '../../../../components/async-state/async-state';
import { packageLabel } from '../../shared/labels';
import { RecentlyUpdatedMarker, StatusChip } from '../../shared/status-chip';
import { Money } from '../../../../components/money/money-display';
import { PageFrame } from '../../../../components/page/page-frame';
import { useAuthSession } from '../../../../lib/identity';
import { useGetEmployeePoliciesQuery, useGetEmployeeProfileQuery } from '../api/employee-funeral-api';
import { EMPLOYEE_FUNERAL_PATHS } from '../routes/paths';
import { employeeProductTerms } from './product-terms';

function ProductCard({
  title,
  children,
  action,
  badge,
}: {
  title: string;
  children: ReactNode;
  action: ReactNode;
  badge?: string;
}) {
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={title}
      sx={{ p: { xs: 2, md: 3 }, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h3" component="h2">
          {title}
        </Typography>
        {badge ? <Chip size="small" color="success" label={badge} /> : null}
      </Box>
      <Box sx={{ color: 'text.secondary', flex: 1 }}>{children}</Box>
      <Box>{action}</Box>
    </Paper>
  );
}

function PolicyRow({ policy }: { policy: Policy }) {
  return (
    <Paper
      variant="outlined"
      component={RouterLink}
      to={EMPLOYEE_FUNERAL_PATHS.policy(policy.policyId)}
      sx={{
        p: 2,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        textDecoration: 'none',
        color: 'inherit',
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 700 }}>{policy.policyNumber}</Typography>
          <StatusChip status={policy.status} displayValue={policy.statusDisplayValue} />
          <RecentlyUpdatedMarker show={policy.recentlyUpdated} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {packageLabel(policy.packageName)} · <Money cents={policy.sumAssured} whole /> cover ·{' '}
          <Money cents={policy.monthlyPremium} /> a month
        </Typography>
      </Box>
      <ChevronRightIcon aria-hidden color="action" />
    </Paper>
  );
}

/** The money cover options' range, in the app's one way of writing rand ('R 5 000'). */
const LEAST_COVER = MONEY_COVER_OPTIONS[0].amountCents;
const MOST_COVER = MONEY_COVER_OPTIONS[4].amountCents;

/** The employee's funeral cover: the free benefit, employee cover by salary deduction, paid cover, and policies. */
export function EmployeeFuneralPage() {
  const policies = useGetEmployeePoliciesQuery();
  const session = useAuthSession('employee');
  const profile = useGetEmployeeProfileQuery(session.user?.username ?? '', { skip: !session.user });
  const idNumber = profile.data?.saIdNumber ?? null;
  const terms = useMemo(() => employeeProductTerms(idNumber), [idNumber]);
  const list = policies.data?.data ?? [];
  const freeBenefit = list.find(
    (policy) => policy.packageName === PACKAGE_NAMES.TELKOM_FREE_BENEFIT && policy.status !== 'CANCELLED',
  );
  return (
    <PageFrame
      title="Funeral cover"
      intro="Cover for you and your family, paid from your salary. Every employee also has a free funeral benefit."
      actions={
        <Button component={RouterLink} to={EMPLOYEE_FUNERAL_PATHS.claims} variant="outlined">
          Claims
        </Button>
      }
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
          mb: 4,
        }}
      >
        <ProductCard
          title="Free funeral benefit"
          badge={freeBenefit ? 'You have it' : 'Free'}
          action={
            freeBenefit ? (
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                <Button
                  component={RouterLink}
                  to={EMPLOYEE_FUNERAL_PATHS.policy(freeBenefit.policyId)}
                  variant="contained"
                >
                  View
                </Button>
                <Button component={RouterLink} to={EMPLOYEE_FUNERAL_PATHS.newClaim(freeBenefit.policyId)}>
                  Claim
                </Button>
              </Stack>
            ) : (
              <Button component={RouterLink} to={EMPLOYEE_FUNERAL_PATHS.register('free')} variant="contained">
                Take my free benefit
              </Button>
            )
          }
        >
          {terms.free ? (
            <>
              <Money cents={terms.free.sumAssured} whole /> {terms.free.module.coverType.toLowerCase()} on
              your life, at no cost to you (<Money cents={terms.free.module.accidentalDeathAmount} whole />{' '}
              for an accidental death).
            </>
          ) : null}
          {freeBenefit ? ` Policy ${freeBenefit.policyNumber}.` : ''}
        </ProductCard>
        <ProductCard
          title="Employee funeral cover"
          action={
            <Button component={RouterLink} to={EMPLOYEE_FUNERAL_PATHS.register('salary')} variant="contained">
              Get a quote
            </Button>
          }
        >
          You, your spouse, children and extended family, from <Money cents={LEAST_COVER} whole /> to{' '}
          <Money cents={MOST_COVER} whole /> each. Paid by deduction from your salary
          {terms.salary ? (
            <>
              , from <Money cents={terms.salary.totalPremium} /> a month
            </>
          ) : null}
          .
        </ProductCard>
        <ProductCard
          title="Paid funeral cover"
          action={
            <Button component={RouterLink} to={EMPLOYEE_FUNERAL_PATHS.register('paid')} variant="outlined">
              Get a quote
            </Button>
          }
        >
          The same cover paid by debit order from your bank account
          {terms.paid ? (
            <>
              , from <Money cents={terms.paid.totalPremium} /> a month
            </>
          ) : null}
          .
        </ProductCard>
      </Box>
      <Typography variant="h2" sx={{ mb: 2 }}>
        My funeral policies
      </Typography>
      {policies.isLoading ? <LoadingState label="Loading your policies" /> : null}
      {policies.isError ? (
        <ErrorState message={UNABLE_TO.LOAD_POLICIES} onRetry={() => void policies.refetch()} />
      ) : null}
      {policies.isSuccess && list.length === 0 ? (
        <EmptyState title="You have no funeral policies yet">
          Take your free benefit or get a quote above.
        </EmptyState>
      ) : null}
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {list.map((policy) => (
          <li key={policy.policyId}>
            <PolicyRow policy={policy} />
          </li>
        ))}
      </Stack>
    </PageFrame>
  );
}
