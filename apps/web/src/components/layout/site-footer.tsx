import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { INSURERS } from '@cover/domain';
import { PRODUCT_LINKS } from '../../app/paths';
import { BrandLogo } from './brand-logo';
import { LEGAL_LINKS } from './legal-links';

const linkSx = {
  color: '#FFFFFF',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 32,
  py: 0.25,
} as const;

function FooterLinks({ title, links }: { title: string; links: readonly { label: string; to: string }[] }) {
  return (
    <Box component="nav" aria-label={title}>
      <Typography component="h2" variant="overline" sx={{ color: '#CFE3FA' }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {links.map((link) => (
          <li key={link.to}>
            <Link component={RouterLink} to={link.to} sx={linkSx}>
              {link.label}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** Legal links (POPIA, terms, complaints, FAIS/PPR disclosures), product links and the regulatory line. */
export function SiteFooter() {
  const productLinks = PRODUCT_LINKS.map((link) => ({ label: `${link.label} cover`, to: link.to }));

  return (
    <Box component="footer" sx={{ bgcolor: '#0B1F3A', color: '#E6ECF5', mt: 'auto' }}>
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 6 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1.4fr' },
          }}
        >
          <Box sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}>
            <BrandLogo inverted />
            <Typography variant="body2" sx={{ mt: 1.5, maxWidth: 420 }}>
              Funeral, device and motor cover for Telkom customers and employees. Telkom Insurance Services
              (Pty) Ltd is an authorised financial services provider acting as intermediary. Long-term cover
              is underwritten by {INSURERS.long_term.name} and short-term cover by {INSURERS.short_term.name}.
            </Typography>
          </Box>
          {/* The development mailbox is not linked here: it stays at its own address (/dev/mailbox). */}
          <FooterLinks title="Cover" links={productLinks} />
          <FooterLinks title="Legal" links={LEGAL_LINKS} />
        </Box>
        <Typography
          variant="caption"
          component="p"
          sx={{ mt: 4, pt: 3, borderTop: '1px solid #2A3F5F', color: '#C3CEDD' }}
        >
          This is a demonstration deployment: company names, registration and FSP numbers are illustrative and
          no real cover is issued. © {new Date().getFullYear()} Telkom Cover.
        </Typography>
      </Container>
    </Box>
  );
}
