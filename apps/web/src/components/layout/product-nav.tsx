import { NavLink } from 'react-router';
import Box from '@mui/material/Box';
import { PRODUCT_LINKS } from '../../app/paths';

/** Funeral, Device and Motor: the product sections, shown in the header from lg (1024 px) up; the menu below. */
export function ProductNav() {
  return (
    <Box component="nav" aria-label="Products" sx={{ display: { xs: 'none', lg: 'block' } }}>
      <Box component="ul" sx={{ display: 'flex', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
        {PRODUCT_LINKS.map((link) => (
          <li key={link.id}>
            <Box
              component={NavLink}
              to={link.to}
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                minHeight: 44,
                px: 1.5,
                borderRadius: 1,
                color: 'text.primary',
                fontWeight: 600,
                textDecoration: 'none',
                '&:hover': { bgcolor: 'primary.light', color: 'primary.dark' },
              }}
            >
              {link.label}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
