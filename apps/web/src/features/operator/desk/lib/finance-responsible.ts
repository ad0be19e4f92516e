import type { OperatorApplication } from '@cover/domain/motor';

export const FINANCE_RESPONSIBLE_LABEL = 'Responsible for the finance';

/**
 * Who is responsible for the finance vehicle credit life covers, as the desk says it: "The employee
 * (Thabo Mokoena)", or another person by name. Never an ID number.
 */
export const financeResponsibleText = ({
  theEmployee,
  name,
}: NonNullable<OperatorApplication['financeResponsible']>) => (theEmployee ? `The employee (${name})` : name);
