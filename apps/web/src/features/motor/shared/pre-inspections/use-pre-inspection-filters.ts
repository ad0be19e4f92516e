import { useState } from 'react';
import { INSPECTION_TYPES, isValidVin, normaliseVin, type InspectionType } from '@cover/domain';
import { PRE_INSPECTION_MESSAGES } from '@cover/domain/motor';
import { useDebouncedValue } from '../../../../components/async-state/use-debounced-value';

/** How many inspections a list shows at most (the contract's limit is 1 to 100). */
export const PRE_INSPECTION_LIMITS = [20, 50, 100] as const;
export type PreInspectionLimit = (typeof PRE_INSPECTION_LIMITS)[number];

const isInspectionType = (value: string): value is InspectionType =>
  INSPECTION_TYPES.some((type) => type === value);

/**
 * The inspection list's filters (spec 001 §3: assessmentType, limit, isDeleted) and a VIN search: a VIN
 * lists that vehicle's inspections (getPreinspectionsByVinNumber), otherwise the caller's own are listed
 * (by their ID number). The VIN is looked up once typing stops and only when it is a full VIN.
 */
export function usePreInspectionFilters() {
  const [assessmentType, setAssessmentType] = useState<InspectionType | ''>('');
  const [limit, setLimit] = useState<PreInspectionLimit>(20);
  const [showRemoved, setShowRemoved] = useState(false);
  const [vin, setVin] = useState('');
  const settledVin = useDebouncedValue(vin).trim();
  const vinNumber = isValidVin(settledVin) ? normaliseVin(settledVin) : undefined;
  return {
    assessmentType,
    limit,
    showRemoved,
    vin,
    setAssessmentType: (value: string) => setAssessmentType(isInspectionType(value) ? value : ''),
    setLimit: (value: string) =>
      setLimit(PRE_INSPECTION_LIMITS.find((entry) => String(entry) === value) ?? 20),
    setShowRemoved,
    setVin,
    /** the VIN's problem once typing stopped on something that is not a VIN */
    vinProblem: settledVin !== '' && !vinNumber ? PRE_INSPECTION_MESSAGES.vin : null,
    /** the list query (without the family) */
    query: {
      ...(assessmentType ? { assessmentType } : {}),
      limit,
      isDeleted: showRemoved,
      ...(vinNumber ? { vinNumber } : {}),
    },
    /** whether a filter narrows the list (an empty list then means 'nothing matches') */
    active: assessmentType !== '' || showRemoved || vinNumber !== undefined,
  };
}

export type PreInspectionFilters = ReturnType<typeof usePreInspectionFilters>;
