import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import SmartphoneIcon from '@mui/icons-material/Smartphone';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import { PRODUCT_COVER, type ProductCover } from '../product-cover';
import { ProductCard } from './product-card';

const ICONS: Record<ProductCover['id'], ReactNode> = {
  funeral: <VolunteerActivismIcon />,
  device: <SmartphoneIcon />,
  motor: <DirectionsCarIcon />,
};

export function CoverSection() {
  return (
    <Box component="section" id="cover" aria-labelledby="cover-title" sx={{ scrollMarginTop: 72 }}>
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Typography id="cover-title" variant="h2">
          Cover for what matters to you
        </Typography>
        <Typography sx={{ mt: 1.5, maxWidth: 720 }} color="text.secondary">
          Three kinds of cover, each with plain-language benefits. Your premium depends on your cover amount
          and the people or things you insure; a consultant can give you a quote on the phone.
        </Typography>
        <Box
          sx={{
            mt: 4,
            display: 'grid',
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          }}
        >
          {PRODUCT_COVER.map((cover) => (
            <ProductCard key={cover.id} cover={cover} icon={ICONS[cover.id]} />
          ))}
        </Box>
      </Container>
    </Box>
  );
}
