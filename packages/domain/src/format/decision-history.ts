/**
 * One line for one act in every history built from events. An underwriter's decision records two events in
 * the same moment: the application's status change ('application.approved', data { from, to }) and the
 * notice that tells the customer ('application.underwriting_approved'). Both stay stored (the state change
 * and the notice); a history shows the decision once, by its notice, which carries the reason.
 */

/** The status change a decision records, and the notice recorded with it that says the same act. */
const RESTATED_BY: Readonly<Record<string, string>> = {
  'application.approved': 'application.underwriting_approved',
  'application.cancelled': 'application.underwriting_declined',
};

/** What a history knows of an event: which entity, what type, who and when. */
export interface DecisionHistoryEvent {
  entityId: string;
  type: string;
  actor: string | null;
  createdAt: Date | string;
}

const instant = (at: Date | string) => (typeof at === 'string' ? new Date(at).getTime() : at.getTime());
const keyOf = (entityId: string, type: string, actor: string | null, at: Date | string) =>
  `${entityId}|${type}|${actor ?? ''}|${instant(at)}`;

/**
 * The events without a status change that a decision's notice restates (same application, same person,
 * same moment), in their order; any other status change stays.
 */
export function oneLinePerDecision<E extends DecisionHistoryEvent>(events: readonly E[]): E[] {
  const recorded = new Set(
    events.map((event) => keyOf(event.entityId, event.type, event.actor, event.createdAt)),
  );
  return events.filter((event) => {
    const notice = RESTATED_BY[event.type];
    return !notice || !recorded.has(keyOf(event.entityId, notice, event.actor, event.createdAt));
  });
}
