/** A small finite state machine: the allowed transitions of a status, as data, with checks. */

export interface StateMachine<S extends string> {
  readonly states: readonly S[];
  /** the states reachable in one step from `from` */
  next(from: S): readonly S[];
  canTransition(from: S, to: S): boolean;
  /** throws LifecycleError when the transition is not allowed */
  assertTransition(from: S, to: S): void;
  isTerminal(state: S): boolean;
}

export class LifecycleError extends Error {
  constructor(
    readonly machine: string,
    readonly from: string,
    readonly to: string,
  ) {
    super(`A ${machine} cannot go from ${from} to ${to}`);
    this.name = 'LifecycleError';
  }
}

export function defineStateMachine<S extends string>(
  name: string,
  transitions: Readonly<Record<S, readonly S[]>>,
): StateMachine<S> {
  const states = Object.keys(transitions) as S[];
  return {
    states,
    next: (from) => transitions[from] ?? [],
    canTransition: (from, to) => (transitions[from] ?? []).includes(to),
    assertTransition(from, to) {
      if (!(transitions[from] ?? []).includes(to)) throw new LifecycleError(name, from, to);
    },
    isTerminal: (state) => (transitions[state] ?? []).length === 0,
  };
}
