import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

const SIDE_BY_SIDE = {
  display: 'grid',
  gap: 2.5,
  alignItems: 'start',
  gridTemplateColumns: { lg: '1fr 1fr' },
};

export interface PolicyDetailLayoutProps {
  /** the line's headline facts */
  summary: ReactNode;
  /** right under the summary, before anything else: e.g. the reinstatement offer of a lapsed policy */
  notice?: ReactNode;
  /** under the summary, e.g. the links to the change screens */
  actions?: ReactNode;
  /** who or what is covered (the line's own list) */
  covered: ReactNode;
  /** beside what is covered: beneficiaries, payment details */
  aside: ReactNode;
  /** under both columns, e.g. changes made on the page itself */
  changes?: ReactNode;
  documents: ReactNode;
  history: ReactNode;
}

/** The parts of a policy page in their places: one column on phones, two beside each other on wide screens. */
export function PolicyDetailLayout({
  summary,
  notice,
  actions,
  covered,
  aside,
  changes,
  documents,
  history,
}: PolicyDetailLayoutProps) {
  return (
    <Stack spacing={2.5}>
      {summary}
      {notice}
      {actions}
      <Box sx={SIDE_BY_SIDE}>
        {covered}
        <Stack spacing={2.5}>{aside}</Stack>
      </Box>
      {changes}
      {documents}
      {history}
    </Stack>
  );
}
