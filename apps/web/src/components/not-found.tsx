import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LEGAL_LINKS } from './layout/legal-links';
import { PageHead } from './page/page-head';

/** "Page not found", with ways forward. Used for unknown paths and for pages that are switched off. */
export function NotFound() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
      <PageHead title="Page not found" />
      <Typography variant="overline" component="p" color="text.secondary">
        Error 404
      </Typography>
      <Typography variant="h1">We could not find that page</Typography>
      <Typography sx={{ mt: 2, maxWidth: 560 }}>
        The link may be out of date, or the address may have a typing mistake. Your policies and claims are
        not affected.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4 }}>
        <Button variant="contained" component={RouterLink} to="/">
          Go to the home page
        </Button>
        <Button variant="outlined" component={RouterLink} to={{ pathname: '/', hash: '#callback' }}>
          Request a call back
        </Button>
      </Stack>
      <Typography variant="h2" component="h2" sx={{ mt: 6, fontSize: '1.25rem' }}>
        You may be looking for
      </Typography>
      <Stack component="ul" sx={{ pl: 2.5, mt: 1 }} spacing={0.5}>
        {LEGAL_LINKS.map((link) => (
          <li key={link.to}>
            <Button component={RouterLink} to={link.to} sx={{ minHeight: 32, px: 0.5 }}>
              {link.label}
            </Button>
          </li>
        ))}
      </Stack>
    </Container>
  );
}
