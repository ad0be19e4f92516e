/**
 * The vehicle credit life an application made on an employee's behalf carries, as the operator and the
 * employee read it: who is responsible for the finance (the employee, or another person by name; never an
 * ID number) and the cover itself with its beneficiaries.
 */
import type { MotorApplication, OnBehalfCreditLife, OperatorApplication } from '@cover/domain/motor';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { applications, policyHolders, type ApplicationRow } from '../../db/schema/index.js';
import { linkedCoverOf, responsibleOf } from '../credit-life/linked-cover-view.js';
import { loadCreditLifeApplications } from '../credit-life/views.js';
import type { LineCallContext } from '../insurance-core/line-context.js';
import type { MotorApplicationDetails } from '../motor/application-view.js';
import type { OnBehalfPair } from './on-behalf-repo.js';

type ViewContext = Pick<LineCallContext, 'db' | 'now' | 'longWindow' | 'principal'>;

/**
 * Who is responsible for the finance vehicle credit life covers, as the operator reads it: the employee
 * (the person's ID number is the holder's), or another person by name; never an ID number. Null without it.
 */
export function financeResponsibleOf(
  view: MotorApplication,
  application: ApplicationRow,
  holderIdNumber: string | undefined,
): OperatorApplication['financeResponsible'] {
  const person = (application.details as unknown as MotorApplicationDetails).creditLifeDetails
    ?.personResponsibleForFinancing;
  if (!view.module.creditLife || !person) return null;
  return {
    theEmployee: person.idNumber === holderIdNumber,
    name: `${person.firstName} ${person.lastName}`.trim(),
  };
}

/** The ID number of each pair's holder, by policy holder id (to tell whether the employee is responsible). */
async function holderIdNumbers(db: Database, pairs: readonly OnBehalfPair[]) {
  const ids = [...new Set(pairs.map((pair) => pair.onBehalf.policyHolderId))];
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: policyHolders.id, idNumber: policyHolders.idNumber })
    .from(policyHolders)
    .where(inArray(policyHolders.id, ids));
  return new Map(rows.map((row) => [row.id, row.idNumber]));
}

/**
 * The vehicle credit life taken with each application (by motor application id), as declared for the
 * employee: its balance, additional percentage, amount insured, premium, who is responsible for the finance
 * (the employee, or another person by name) and its beneficiaries, with its policy once issued.
 */
export async function creditLifeCovers(
  ctx: ViewContext,
  pairs: readonly OnBehalfPair[],
  motor: ReadonlyMap<string, MotorApplication>,
): Promise<Map<string, OnBehalfCreditLife>> {
  const linked = pairs.flatMap((pair) => {
    const ref = motor.get(pair.application.id)?.module.creditLife;
    return ref ? [{ pair, ref }] : [];
  });
  const covers = new Map<string, OnBehalfCreditLife>();
  if (linked.length === 0) return covers;
  const [rows, idNumbers] = await Promise.all([
    ctx.db
      .select()
      .from(applications)
      .where(
        inArray(
          applications.id,
          linked.map(({ ref }) => ref.applicationId),
        ),
      ),
    holderIdNumbers(ctx.db, pairs),
  ]);
  const views = await loadCreditLifeApplications(ctx, rows);
  for (const { pair, ref } of linked) {
    const view = views.find((entry) => entry.applicationId === ref.applicationId);
    if (!view) continue;
    const responsible = responsibleOf(view, idNumbers.get(pair.onBehalf.policyHolderId));
    covers.set(pair.application.id, {
      ...linkedCoverOf(view, ref.monthlyPremium),
      responsible: { theEmployee: responsible.isHolder, name: responsible.name },
    });
  }
  return covers;
}
