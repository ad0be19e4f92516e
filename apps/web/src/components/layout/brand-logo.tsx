import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';

/** The Telkom Cover mark (a shield) and word mark, linking home (or to `to`, named `label`). */
export function BrandLogo({
  inverted = false,
  to = '/',
  label = 'Telkom Cover home',
}: {
  inverted?: boolean;
  to?: string;
  label?: string;
}) {
  const ink = inverted ? '#FFFFFF' : '#14213D';
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label={label}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        minHeight: 44,
        color: ink,
        textDecoration: 'none',
        borderRadius: 1,
        flexShrink: 0,
      }}
    >
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path
          d="M16 2 4 6.5v8.7c0 7.4 5.1 13.3 12 14.8 6.9-1.5 12-7.4 12-14.8V6.5L16 2Z"
          fill={inverted ? '#FFFFFF' : '#0057B8'}
        />
        <path d="M10 11h12v3h-4.5v10h-3V14H10v-3Z" fill={inverted ? '#0057B8' : '#FFFFFF'} />
      </svg>
      <Box
        component="span"
        sx={{
          fontSize: '1.1875rem',
          fontWeight: 750,
          letterSpacing: '-0.01em',
          lineHeight: 1,
          whiteSpace: 'nowrap',
          '@media (max-width: 359.95px)': { fontSize: '1.0625rem' },
        }}
      >
        Telkom{' '}
        <Box component="span" sx={{ color: inverted ? '#CFE3FA' : 'primary.main' }}>
          Cover
        </Box>
      </Box>
    </Box>
  );
}
