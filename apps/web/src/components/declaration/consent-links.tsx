import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { PATHS } from '../../app/paths';

/**
 * What a consent text points at, in order of preference per page: the first pattern found is linked, once.
 * The terms: 'terms and conditions of device cover', '… of this funeral cover', or just 'terms and
 * conditions'. The privacy notice: 'privacy notice (POPIA)', 'privacy notice', or else 'POPIA' itself (a
 * text that names only the act, as motor's does).
 */
const CONSENT_LINKS: readonly { to: string; patterns: readonly RegExp[] }[] = [
  { to: PATHS.terms, patterns: [/terms and conditions(?: of (?:this )?(?:[a-z]+ ){0,3}?(?:cover|policy))?/] },
  { to: PATHS.privacy, patterns: [/privacy notice(?: \(POPIA\))?/, /POPIA/] },
];

interface Span {
  start: number;
  end: number;
  to: string;
}

function linkedSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const { to, patterns } of CONSENT_LINKS) {
    for (const pattern of patterns) {
      const match = pattern.exec(text);
      if (!match) continue;
      spans.push({ start: match.index, end: match.index + match[0].length, to });
      break;
    }
  }
  return spans.sort((a, b) => a.start - b.start);
}

/**
 * A consent's exact text with the terms and the privacy notice it names as links that open in a new tab
 * (the wizard stays as it is). The words are unchanged, so the checkbox keeps the text as its name.
 */
export function withConsentLinks(text: string): ReactNode {
  const spans = linkedSpans(text);
  if (spans.length === 0) return text;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const span of spans) {
    if (span.start < at) continue;
    parts.push(text.slice(at, span.start));
    parts.push(
      <Link key={span.to} component={RouterLink} to={span.to} target="_blank" rel="noopener noreferrer">
        {text.slice(span.start, span.end)}
      </Link>,
    );
    at = span.end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}
