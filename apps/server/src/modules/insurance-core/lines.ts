/**
 * A product line as the insurance core knows it (decision 0012): its key, the term that sets its
 * cooling-off period, the prefix of its policy numbers and the schema of its own policy facts. The core
 * keeps those facts in `policies.line_data` and hands them back only through the line's schema, so a line
 * can neither read another's facts nor store facts its schema does not accept.
 */
import type { z } from 'zod';
import type { PolicyTerm } from '@cover/domain';
import type { PolicyRow } from '../../db/schema/index.js';

type Json = Record<string, unknown>;

export interface ProductLine<Data extends Json = Json> {
  /** the value of the `line` column of its quotes, applications, policies, claims and documents */
  readonly key: string;
  /** long_term: 31 days of cooling-off (funeral, credit life); short_term: 14 (device, motor) */
  readonly term: PolicyTerm;
  /** e.g. 'FUN' for FUN-2026-000123 */
  readonly numberPrefix: string;
  /** the line's own policy facts */
  readonly policyData: z.ZodType<Data>;
}

/** A policy's line facts, parsed by its line's schema; a policy of another line is a programming error. */
export function lineDataOf<Data extends Json>(
  line: ProductLine<Data>,
  policy: Pick<PolicyRow, 'line' | 'lineData'>,
): Data {
  if (policy.line !== line.key) throw new Error(`a ${policy.line} policy was read as a ${line.key} policy`);
  return line.policyData.parse(policy.lineData);
}

/** Line facts to store, checked against the line's schema first. */
export function lineDataFor<Data extends Json>(line: ProductLine<Data>, data: Data): Json {
  return line.policyData.parse(data);
}

/** A line with its facts reader: `LINE.dataOf(policy)` parses the policy's facts with the line's schema. */
export function productLine<Data extends Json>(
  key: string,
  term: PolicyTerm,
  numberPrefix: string,
  policyData: z.ZodType<Data>,
): ProductLine<Data> & { dataOf(policy: Pick<PolicyRow, 'line' | 'lineData'>): Data } {
  const line: ProductLine<Data> = { key, term, numberPrefix, policyData };
  return { ...line, dataOf: (policy) => lineDataOf(line, policy) };
}
