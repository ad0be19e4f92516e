/**
 * The public pages measured by the web benchmarks (issue 15): where a visit starts, on a cheap phone.
 * Goals are printed beside the figures, never asserted.
 */
export interface MeasuredPage {
  name: string;
  path: string;
  /** Initial JavaScript goal, kB gzipped. */
  jsGoalKb: number;
}

export const MEASURED_PAGES: readonly MeasuredPage[] = [
  { name: 'home', path: '/', jsGoalKb: 120 },
  { name: 'funeral calculator', path: '/funeral', jsGoalKb: 170 },
  { name: 'device cover', path: '/device', jsGoalKb: 170 },
  { name: 'motor cover', path: '/motor', jsGoalKb: 170 },
  { name: 'retail sign-in', path: '/retail/sign-in', jsGoalKb: 170 },
  { name: 'employee sign-in', path: '/employee/sign-in', jsGoalKb: 170 },
  { name: 'operator sign-in', path: '/operator/sign-in', jsGoalKb: 170 },
];

export const VITALS_GOALS = { lcpMs: 1200, cls: 0.05, usableMs: 2000 } as const;
