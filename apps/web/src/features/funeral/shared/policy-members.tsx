import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatLongDate } from '@cover/domain';
import type { Policy } from '@cover/domain/funeral';
import { Money } from '../../../components/money/money-display';
import { SectionCard } from '../../../components/policies/section-card';
import { relationLabel } from './member-labels';

interface MemberRow {
  key: string;
  name: string;
  role: string;
  age: number;
  cover: number;
  premium: number | null;
  note?: string;
}

/** A life added after the start has its own waiting period, from the day it was added (spouse, relatives). */
const waitingNote = (member: { naturalDeathWaitingEndsOn?: string | undefined }) =>
  member.naturalDeathWaitingEndsOn
    ? `waiting period ends ${formatLongDate(member.naturalDeathWaitingEndsOn)}`
    : '';

function rowsOf(policy: Policy): MemberRow[] {
  const { module } = policy;
  const name = (member: { firstName: string | null; lastName: string | null }) =>
    `${member.firstName ?? ''} ${member.lastName ?? ''}`.trim() || 'Name not given';
  const rows: MemberRow[] = [
    {
      key: module.mainMember.memberId,
      name: name(module.mainMember),
      role: 'Main member',
      age: module.mainMember.age,
      cover: module.mainMember.coverAmount,
      premium: module.mainMember.premium,
    },
  ];
  if (module.spouse)
    rows.push({
      key: module.spouse.memberId,
      name: name(module.spouse),
      role: 'Spouse',
      age: module.spouse.age,
      cover: module.spouse.coverAmount,
      premium: module.spouse.premium,
      note: waitingNote(module.spouse),
    });
  for (const child of module.children)
    rows.push({
      key: child.memberId,
      name: name(child),
      role: 'Child',
      age: child.age,
      cover: child.coverAmount,
      premium: null,
      note: [child.isStudying ? 'studying' : '', child.isDisabled ? 'disabled' : '']
        .filter(Boolean)
        .join(', '),
    });
  for (const member of module.extendedFamily)
    rows.push({
      key: member.memberId,
      name: name(member),
      role: `Extended family · ${relationLabel(member.relation)} · option ${member.coverageOption}`,
      age: member.age,
      cover: member.coverAmount,
      premium: member.premium,
      note: waitingNote(member),
    });
  return rows;
}

/** Everyone a funeral policy covers, with their cover and premium (children share one premium). */
export function PolicyMembers({ policy, title = 'Covered members' }: { policy: Policy; title?: string }) {
  const rows = rowsOf(policy);
  return (
    <SectionCard title={title}>
      <Stack component="ul" spacing={0} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {rows.map((row) => (
          <Box
            component="li"
            key={row.key}
            sx={{
              display: 'flex',
              gap: 2,
              py: 1.25,
              borderBottom: 1,
              borderColor: 'divider',
              '&:last-of-type': { borderBottom: 0 },
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{row.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {row.role} · age {row.age}
                {row.note ? ` · ${row.note}` : ''}
              </Typography>
            </Box>
            <Box sx={{ textAlign: 'right' }}>
              <Money cents={row.cover} whole sx={{ fontWeight: 600 }} />
              <Typography variant="body2" color="text.secondary">
                {row.premium === null ? 'in children premium' : <Money cents={row.premium} />}
              </Typography>
            </Box>
          </Box>
        ))}
      </Stack>
      {policy.module.children.length > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Children premium: <Money cents={policy.module.childrenPremium} /> a month for all children.
        </Typography>
      ) : null}
    </SectionCard>
  );
}
