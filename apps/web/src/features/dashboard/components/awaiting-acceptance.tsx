import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetOnBehalfApplicationsQuery } from '../../on-behalf/api/on-behalf-api';
import { OnBehalfNextStep } from '../../on-behalf/components/on-behalf-next-step';
import { motorWebPaths } from '../../motor/shared/policies/paths';
import { DashboardSection } from './dashboard-section';

/**
 * The employee's dashboard: an application an operator made for them that waits for their acceptance, and
 * how to accept it (its review page, as "Done on your behalf" says). From getOnBehalfApplications, which is
 * empty and cheap for the employees nobody applied for; nothing shows when none waits (QA walk 13, no. 7).
 */
export function AwaitingAcceptance() {
  const { data } = useGetOnBehalfApplicationsQuery();
  const waiting = (data?.data ?? []).filter((item) => item.acceptance.status === 'SENT');
  if (waiting.length === 0) return null;
  return (
    <DashboardSection title="An application waits for your acceptance">
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {waiting.map((item) => {
          const { vehicle } = item.application.module;
          return (
            <Stack key={item.application.applicationId} spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Typography>
                {item.operatorName} applied for motor cover for you: your {vehicle.make} {vehicle.model} (
                {vehicle.vehicle_reg_no}). Nothing starts until you accept it yourself.
              </Typography>
              <OnBehalfNextStep item={item} />
            </Stack>
          );
        })}
        <Button variant="outlined" component={RouterLink} to={motorWebPaths('employee').policies}>
          See it in My motor cover
        </Button>
      </Stack>
    </DashboardSection>
  );
}
