import { isValidSaIdNumber } from '@cover/domain';

/** Personal data a server log line must never carry: SA ID numbers, email addresses, mobile numbers. */
// Numbers stand alone: digits inside a word (a request id's hex, a policy number) are not a person's.
const CANDIDATES: { kind: string; pattern: RegExp; keep?: (match: string) => boolean }[] = [
  { kind: 'SA ID number', pattern: /(?<![\w.])\d{13}(?!\w)/g, keep: isValidSaIdNumber },
  { kind: 'email address', pattern: /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g },
  { kind: 'mobile number', pattern: /(?<![\w*])(?:\+27|0)[678]\d{8}(?!\w)/g },
];

/** The log lines that carry personal data, each with what it carries. */
export function personalDataInLogs(output: string): string[] {
  const findings: string[] = [];
  for (const line of output.split('\n')) {
    for (const { kind, pattern, keep } of CANDIDATES) {
      const hits = [...line.matchAll(pattern)].map((match) => match[0]).filter((hit) => !keep || keep(hit));
      if (hits.length > 0) findings.push(`${kind} ${hits.join(', ')} in: ${line.slice(0, 400)}`);
    }
  }
  return findings;
}
