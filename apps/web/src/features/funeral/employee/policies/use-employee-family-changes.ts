import type { ExtendedFamilyChangeCalls } from '../../shared/members/extended-family-changes';
import { useEmployeeChange } from './use-employee-alteration';

type Body<K extends keyof ExtendedFamilyChangeCalls> = Parameters<
  ExtendedFamilyChangeCalls[K]['requestPreview']
>[0];

/**
 * The extended family changes of an employee policy through createAlterationPackage, each as its typed
 * change (add_extended_family, edit_extended_family, remove_extended_family), then applyAlterationPackage.
 */
export function useEmployeeFamilyChanges(policyId: string, onApplied: () => void): ExtendedFamilyChangeCalls {
  const add = useEmployeeChange(
    policyId,
    ({ extendedFamily }: Body<'add'>) => ({ type: 'add_extended_family', extendedFamily }),
    onApplied,
  );
  const edit = useEmployeeChange(
    policyId,
    ({ members }: Body<'edit'>) => ({ type: 'edit_extended_family', members }),
    onApplied,
  );
  const remove = useEmployeeChange(
    policyId,
    ({ memberIds }: Body<'remove'>) => ({ type: 'remove_extended_family', memberIds }),
    onApplied,
  );
  return { add, edit, remove };
}
