import { Link as RouterLink } from 'react-router';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

/** The states of a list as links (the current one filled): the list's filter lives in the address. */
export function QueueFilter({
  options,
  current,
  label,
}: {
  options: readonly { value: string | undefined; label: string; to: string }[];
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
            label={option.label}
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
