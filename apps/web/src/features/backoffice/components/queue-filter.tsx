import { Link as RouterLink } from 'react-router';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

/** One state of a list: its words, its address and, once known, how many items it holds. */
export interface QueueFilterOption {
  value: string | undefined;
  label: string;
  to: string;
  /** how many items are in that state; left out while not known (then no number shows) */
  count?: number;
}

/**
 * The states of a list as links (the current one filled), each with how many items it holds once known
 * ('On hold (3)'): the list's filter lives in the address.
 */
export function QueueFilter({
  options,
  current,
  label,
}: {
  options: readonly QueueFilterOption[];
  current: string | undefined;
  label: string;
}) {
  return (
    <Stack
      component="nav"
      aria-label={label}
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', mb: { xs: 2, md: 3 } }}
    >
      {options.map((option) => {
        const selected = option.value === current;
        return (
          <Chip
            key={option.label}
            label={option.count === undefined ? option.label : `${option.label} (${option.count})`}
            component={RouterLink}
            to={option.to}
            clickable
            color={selected ? 'primary' : 'default'}
            variant={selected ? 'filled' : 'outlined'}
            aria-current={selected ? 'page' : undefined}
            sx={{ minHeight: 36 }}
          />
        );
      })}
    </Stack>
  );
}
