import { Fragment, type ReactNode } from 'react';

/**
 * A policy, claim or application number as the platform issues them (MOT-2026-000001, CLM-2026-000001,
 * APP-2026-000001): capitals, then groups of digits joined by hyphens.
 */
const RECORD_NUMBER = /\b[A-Z]{2,5}(?:-\d+)+\b/g;

/** No break inside the number; the text copied from the page keeps its plain hyphens. */
const WHOLE = { whiteSpace: 'nowrap' } as const;

/** A policy, claim or application number kept on one line: a browser breaks after a hyphen ('CLM-2026-' / '000001'). */
export function RecordNumber({ children }: { children: string }) {
  return <span style={WHOLE}>{children}</span>;
}

/**
 * `text` with every policy, claim and application number in it kept on one line (QA walk 7, finding 10); the
 * words around them wrap as usual. Text without a number comes back as it is.
 */
export function keepRecordNumbersWhole(text: string): ReactNode {
  const parts = text.split(new RegExp(`(${RECORD_NUMBER.source})`));
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    // the split puts the numbers at the odd places
    index % 2 === 1 ? (
      <RecordNumber key={index}>{part}</RecordNumber>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
