import type { UseFormReturn } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ErrorState, LoadingState } from '../../../../components/async-state/async-state';
import { BoundRadioGroup } from '../../../../components/form-fields/bound-radio-group';
import { readApiError } from '../../../../lib/api-error';
import { useGetMotorSchemesQuery } from '../api/purchase-api';
import type { VehicleStepValues } from './vehicle-rules';
import { useMotorWizardAgent } from './wizard-agent';

/** The home page's call back form with motor cover chosen. */
export const MOTOR_CALLBACK_LINK = { pathname: '/', search: '?product=motor', hash: '#callback' };

/**
 * The employee's scheme: one of the schemes their salary level may join (getMotorSchemes). A salary level
 * with none is told so, with a call back to talk it through.
 */
export function SchemeField({ form }: { form: UseFormReturn<VehicleStepValues> }) {
  const agent = useMotorWizardAgent();
  const asked = useGetMotorSchemesQuery({ family: 'employee' }, { skip: agent !== null });
  // An agent knows the customer's schemes (the desk's roster lookup).
  const schemes = agent ? { ...asked, isLoading: false, isError: false, data: agent.schemes } : asked;
  if (schemes.isLoading) return <LoadingState label="Loading your schemes" lines={2} />;
  if (schemes.isError)
    return (
      <ErrorState message={readApiError(schemes.error).message} onRetry={() => void schemes.refetch()} />
    );
  const options = schemes.data?.schemes ?? [];
  if (options.length === 0)
    return (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to={MOTOR_CALLBACK_LINK} color="inherit">
            Request a call back
          </Button>
        }
      >
        No motor scheme is open to {agent ? 'the employee’s' : 'your'} salary level
        {schemes.data?.salaryLevel ? ` (${schemes.data.salaryLevel})` : ''}. A consultant can tell you what
        cover you can take out.
      </Alert>
    );
  return (
    <BoundRadioGroup
      control={form.control}
      name="scheme"
      label={agent ? 'The employee’s scheme' : 'Your scheme'}
      options={options}
      required
    />
  );
}
