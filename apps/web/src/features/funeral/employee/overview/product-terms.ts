import { parseSaIdNumber } from '@cover/domain';
import {
  PACKAGE_NAMES,
  priceFuneralQuote,
  RETAIL_FUNERAL_PACKAGE_NAME,
  type FuneralPackageName,
  type FuneralQuote,
} from '@cover/domain/funeral';

/**
 * A package's terms for the employee alone on its first option, from the current rate table: priced at
 * their own date of birth when it is known (so "from R …" is a price they can get, QA walk 10 no. 10), else
 * at an illustrative age of 30.
 */
function sample(
  packageName: FuneralPackageName,
  today: Date,
  dateOfBirth: string | null,
): FuneralQuote | null {
  const born = dateOfBirth ?? `${today.getFullYear() - 30}-01-01`;
  const result = priceFuneralQuote(
    { packageName, coverOption: 'A', mainMember: { dateOfBirth: born } },
    { today },
  );
  return result.ok ? result.quote : null;
}

/**
 * What each employee funeral product offers, from the domain's rate table (never typed in by hand), for
 * the employee whose SA ID number is given (null while it is not known).
 */
export function employeeProductTerms(idNumber: string | null, today: Date = new Date()) {
  const id = idNumber ? parseSaIdNumber(idNumber, today) : null;
  const dateOfBirth = id?.valid ? id.dateOfBirth : null;
  return {
    /** whether the prices are the employee's own (their age), not an illustration */
    personal: dateOfBirth !== null,
    free: sample(PACKAGE_NAMES.TELKOM_FREE_BENEFIT, today, dateOfBirth),
    salary: sample(PACKAGE_NAMES.EMPLOYEE_FUNERAL_INSURANCE, today, dateOfBirth),
    paid: sample(RETAIL_FUNERAL_PACKAGE_NAME, today, dateOfBirth),
  };
}
