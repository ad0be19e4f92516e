import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import Typography from '@mui/material/Typography';
import type { ApplicationReply } from '@cover/domain/funeral';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { ApplicationSuccess } from '../../../../components/wizard/application-success';
import { PageFrame } from '../../../../components/page/page-frame';
import { WizardFrame } from '../../../../components/wizard/wizard-frame';
import { EMPLOYEE_FUNERAL_PATHS } from '../routes/paths';
import { employeeRegisterActions } from '../state/register-slice';
import type { EmployeeVariant } from '../state/register-types';
import { StepBeneficiaries } from './step-beneficiaries';
import { StepConfirm } from './step-confirm';
import { StepCover } from './step-cover';
import { StepDetails } from './step-details';

const TITLES: Record<EmployeeVariant, string> = {
  salary: 'Employee funeral cover',
  paid: 'Paid funeral cover',
  free: 'Free funeral benefit',
};
const STEPS = ['Cover', 'Your details', 'Beneficiaries', 'Confirm'];
const asVariant = (value: string | null): EmployeeVariant =>
  value === 'paid' || value === 'free' ? value : 'salary';

/**
 * Employee funeral registration (persisted in employeeFuneralRegister): EMPLOYEE_FUNERAL_INSURANCE paid by
 * salary deduction, the paid funeral by debit order, or the free TELKOM_FREE_BENEFIT.
 */
export function EmployeeRegisterPage() {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const variant = asVariant(params.get('variant'));
  const register = useAppSelector((state) => state.employeeFuneralRegister);
  const [created, setCreated] = useState<ApplicationReply | null>(null);
  const openStep = useCallback(
    (step: number) => dispatch(employeeRegisterActions.stepOpened(step)),
    [dispatch],
  );

  useEffect(() => {
    if (!created) dispatch(employeeRegisterActions.started(variant));
  }, [created, dispatch, variant]);

  if (created) {
    const policy = created.policy;
    return (
      <PageFrame title={TITLES[variant]} maxWidth="md">
        <ApplicationSuccess
          message={created.message}
          policyNumber={policy?.policyNumber ?? created.application.policyNumber}
          monthlyPremium={policy?.monthlyPremium ?? created.application.monthlyPremium}
          next={policy ? EMPLOYEE_FUNERAL_PATHS.policy(policy.policyId) : EMPLOYEE_FUNERAL_PATHS.overview}
          {...(policy ? { linkLabel: 'Open my policy' } : {})}
        >
          {policy && variant === 'salary' ? (
            <Typography sx={{ mt: 1 }}>
              It is deducted from your salary each month. Your policy page says from when, and what happens
              next.
            </Typography>
          ) : null}
        </ApplicationSuccess>
      </PageFrame>
    );
  }
  if (register.values.variant !== variant) return null;

  const onCreated = (reply: ApplicationReply) => {
    setCreated(reply);
    dispatch(
      employeeRegisterActions.applicationCreated({
        policyId: reply.policy?.policyId ?? '',
        policyNumber: reply.policy?.policyNumber ?? '',
      }),
    );
  };
  const content: Record<number, ReactNode> = {
    1: <StepCover />,
    2: <StepDetails />,
    3: <StepBeneficiaries />,
    4: <StepConfirm onCreated={onCreated} />,
  };
  return (
    <PageFrame
      title={TITLES[variant]}
      maxWidth="md"
      back={{ to: EMPLOYEE_FUNERAL_PATHS.overview, label: 'Funeral cover' }}
    >
      <WizardFrame
        label="Registration steps"
        steps={STEPS}
        progress={register}
        onOpenStep={openStep}
        renderStep={(step) => content[step]}
      />
    </PageFrame>
  );
}
