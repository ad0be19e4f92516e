import {
  PACKAGE_NAMES,
  priceFuneralQuote,
  RETAIL_FUNERAL_PACKAGE_NAME,
  type FuneralPackageName,
  type FuneralQuote,
} from '@cover/domain/funeral';

/** An illustrative main member (age 30 today) to read a package's terms from the current rate table. */
function sample(packageName: FuneralPackageName, today: Date): FuneralQuote | null {
  const year = today.getFullYear() - 30;
  const result = priceFuneralQuote(
    { packageName, coverOption: 'A', mainMember: { dateOfBirth: `${year}-01-01` } },
    { today },
  );
  return result.ok ? result.quote : null;
}

/** What each employee funeral product offers, from the domain's rate table (never typed in by hand). */
export function employeeProductTerms(today: Date = new Date()) {
  return {
    free: sample(PACKAGE_NAMES.TELKOM_FREE_BENEFIT, today),
    salary: sample(PACKAGE_NAMES.EMPLOYEE_FUNERAL_INSURANCE, today),
    paid: sample(RETAIL_FUNERAL_PACKAGE_NAME, today),
  };
}
