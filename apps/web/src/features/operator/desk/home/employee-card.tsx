import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type DeskEmployee,
  type DeskPolicyHolder,
  type RegisterPolicyHolderReply,
} from '@cover/domain/motor';
import { formatMaskedMobile } from '@cover/domain';
import { FactList } from '../../../../components/policies/fact-list';
import { DESK_PATHS } from '../state/desk-paths';
import { RegisterHolderForm } from './register-holder-form';

/**
 * Whether the employee is a policy holder, and whether they have their own account yet: `registeredBy` is
 * 'employee' once they own the record (signed up themselves, or claimed one an operator registered), so
 * it is not said to be who registered it.
 */
export const holderLabel = (holder: Pick<DeskPolicyHolder, 'registeredBy'> | null) =>
  holder === null
    ? 'Not a policy holder yet'
    : holder.registeredBy === 'employee'
      ? 'Policy holder (with their own account)'
      : 'Policy holder (registered by an operator; no account yet)';

/** The holder's status wraps on a narrow screen (it is long), so the desk stays as wide as a phone. */
const WRAPPING_CHIP = {
  height: 'auto',
  maxWidth: '100%',
  '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
} as const;

/**
 * The employee found on the roster: names, salary reference and level, masked contacts and whether they
 * are a policy holder. Not yet one: register them (confirming their contacts). Already one: register a
 * vehicle for them.
 */
export function EmployeeCard({
  employee,
  holder,
  onRegistered,
  onClear,
}: {
  employee: DeskEmployee;
  holder: DeskPolicyHolder | null;
  onRegistered: (reply: RegisterPolicyHolderReply) => void;
  onClear: () => void;
}) {
  return (
    <Box component="section" aria-label="The employee" sx={{ display: 'grid', gap: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h3" component="h3" sx={{ fontSize: '1.125rem', mr: 'auto' }}>
          {employee.firstName} {employee.lastName}
        </Typography>
        <Chip
          label={holderLabel(holder)}
          color={holder ? 'success' : 'default'}
          size="small"
          data-testid="holder-status"
          sx={WRAPPING_CHIP}
        />
      </Stack>
      <FactList
        facts={[
          { label: 'Salary reference number', value: employee.salaryReferenceNumber },
          { label: 'Salary level', value: employee.salaryLevel },
          { label: 'Email', value: holder?.maskedEmail ?? employee.maskedEmail },
          {
            label: 'Cellphone',
            value: formatMaskedMobile((holder ? holder.maskedCellphone : employee.maskedCellphone) ?? 'None'),
          },
        ]}
      />
      {employee.schemes.length === 0 ? (
        <Alert severity="warning">
          No motor scheme is open to salary level {employee.salaryLevel}: the desk cannot quote this employee.
        </Alert>
      ) : null}
      {holder ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button
            variant="contained"
            size="large"
            component={RouterLink}
            to={DESK_PATHS.register}
            disabled={employee.schemes.length === 0}
          >
            Register a vehicle
          </Button>
          <Button variant="outlined" onClick={onClear}>
            Find another employee
          </Button>
        </Stack>
      ) : (
        <>
          <RegisterHolderForm employee={employee} onRegistered={onRegistered} />
          <Box>
            <Button onClick={onClear}>Find another employee</Button>
          </Box>
        </>
      )}
    </Box>
  );
}
