import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface AuthLink {
  to: string;
  label: string;
  /** Text before the link, e.g. "New here?" */
  lead?: string;
}

/** The ways out of an account form, each a comfortable target on a phone. */
export function AuthLinks({ links }: { links: AuthLink[] }) {
  return (
    <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {links.map((link) => (
        <Typography
          component="li"
          key={link.to}
          sx={{ minHeight: 32, display: 'flex', alignItems: 'center' }}
        >
          {link.lead ? <span>{link.lead}&nbsp;</span> : null}
          <Link component={RouterLink} to={link.to} sx={{ py: 0.5 }}>
            {link.label}
          </Link>
        </Typography>
      ))}
    </Stack>
  );
}
