import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ScheduleIcon from '@mui/icons-material/Schedule';
import type { ProductCover } from '../product-cover';

export interface ProductCardProps {
  cover: ProductCover;
  icon: ReactNode;
}

/** One line of cover: what it is, what it includes, and the terms worth knowing before you buy. */
export function ProductCard({ cover, icon }: ProductCardProps) {
  const titleId = `${cover.id}-title`;
  return (
    <Paper
      component="article"
      id={cover.id}
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        p: { xs: 2.5, md: 3 },
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        scrollMarginTop: 80,
      }}
    >
      <Box
        sx={{
          width: 48,
          height: 48,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'primary.light',
          color: 'primary.main',
        }}
        aria-hidden
      >
        {icon}
      </Box>
      <Typography id={titleId} variant="h3" component="h3" sx={{ mt: 2 }}>
        {cover.title}
      </Typography>
      <Typography variant="subtitle2" component="p" color="primary.dark" sx={{ mt: 0.5 }}>
        {cover.tagline}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        {cover.summary}
      </Typography>

      <Typography variant="h6" component="h4" sx={{ mt: 2.5 }}>
        What is included
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {cover.includes.map((item) => (
          <Box component="li" key={item} sx={{ display: 'flex', gap: 1, py: 0.5 }}>
            <CheckCircleIcon fontSize="small" sx={{ color: 'success.main', mt: '2px' }} aria-hidden />
            <Typography variant="body2">{item}</Typography>
          </Box>
        ))}
      </Box>

      <Typography variant="h6" component="h4" sx={{ mt: 2 }}>
        Good to know
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, mb: 3 }}>
        {cover.goodToKnow.map((item) => (
          <Box component="li" key={item} sx={{ display: 'flex', gap: 1, py: 0.5 }}>
            <ScheduleIcon fontSize="small" sx={{ color: 'text.secondary', mt: '2px' }} aria-hidden />
            <Typography variant="body2" color="text.secondary">
              {item}
            </Typography>
          </Box>
        ))}
      </Box>

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        useFlexGap
        sx={{ mt: 'auto', flexWrap: 'wrap' }}
      >
        <Button component={RouterLink} to={cover.page.to} variant="contained">
          {cover.page.label}
        </Button>
        <Button
          component={RouterLink}
          to={{ search: `?product=${cover.product}`, hash: '#callback' }}
          variant="outlined"
          aria-label={`Request a call back about ${cover.title.toLowerCase()}`}
        >
          Request a call back
        </Button>
      </Stack>
    </Paper>
  );
}
