import { useCallback, useMemo } from 'react';
import {
  deskEmployeeSchema,
  deskPolicyHolderSchema,
  type DeskEmployee,
  type DeskPolicyHolder,
} from '@cover/domain/motor';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { policyHolderRegisterSlice, policyHolderSlice } from '../../../../app/persisted-slices';

/** The employee the desk works for and their policy holder (null until registered). */
export interface DeskSelection {
  employee: DeskEmployee | null;
  holder: DeskPolicyHolder | null;
}

/**
 * The desk's place, kept in the persisted slices (spec 001 §3, restored on reload, cleared on sign-out):
 * the employee found on the roster in policyHolderRegister (userName: their salary reference number) and
 * their policy holder in policyHolder. What is read back is parsed: a saved copy of another shape is ignored.
 */
export function useDeskSelection(): DeskSelection {
  const details = useAppSelector((state) => state.policyHolderRegister.registerDetails);
  const saved = useAppSelector((state) => state.policyHolder.policyHolder);
  return useMemo(() => {
    const employee = deskEmployeeSchema.safeParse(details);
    const holder = deskPolicyHolderSchema.safeParse(saved);
    return {
      employee: employee.success ? employee.data : null,
      holder: employee.success && holder.success ? holder.data : null,
    };
  }, [details, saved]);
}

/** What changes the desk's place: an employee found, their holder registered, starting over. */
export function useDeskSelectionActions() {
  const dispatch = useAppDispatch();
  const holderChosen = useCallback(
    (holder: DeskPolicyHolder) => dispatch(policyHolderSlice.actions.policyHolderLoaded(holder)),
    [dispatch],
  );
  const employeeFound = useCallback(
    (employee: DeskEmployee) => {
      dispatch(
        policyHolderRegisterSlice.actions.registerDetailsSaved({
          ...employee,
          userName: employee.salaryReferenceNumber,
        }),
      );
      if (employee.policyHolder) holderChosen(employee.policyHolder);
      else dispatch(policyHolderSlice.actions.reset());
    },
    [dispatch, holderChosen],
  );
  const cleared = useCallback(() => {
    dispatch(policyHolderRegisterSlice.actions.reset());
    dispatch(policyHolderSlice.actions.reset());
  }, [dispatch]);
  return { employeeFound, holderChosen, cleared };
}
