import { useCallback } from 'react';
import type { MotorApplication } from '@cover/domain/motor';
import { formatDateTime } from '../../../components/policies/format-time';
import type { MadeForYou } from '../../motor/shared/policies/motor-applications';
import { useGetOnBehalfApplicationsQuery } from '../api/on-behalf-api';
import { OnBehalfNextStep } from './on-behalf-next-step';

/**
 * For the employee's list of motor applications: an application an operator made for them says so, and
 * leads to its review page as "Done on your behalf" does (getOnBehalfApplications, the section's own call),
 * never into the wizard, whose declaration would skip the review (QA walk 13, finding 1).
 */
export function useMadeForYou(): (application: MotorApplication) => MadeForYou | null {
  const { data } = useGetOnBehalfApplicationsQuery();
  return useCallback(
    (application: MotorApplication) => {
      const item = data?.data.find((entry) => entry.application.applicationId === application.applicationId);
      if (!item) return null;
      return {
        by: `Applied for you by ${item.operatorName} on ${formatDateTime(item.application.createdAt)}`,
        nextStep: <OnBehalfNextStep item={item} />,
      };
    },
    [data],
  );
}
