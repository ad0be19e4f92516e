import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import SmartphoneIcon from '@mui/icons-material/Smartphone';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';

const ITEMS = [
  {
    to: '#funeral',
    title: 'Funeral cover',
    text: 'R5\u00a0000 to R70\u00a0000 for you and your family',
    icon: <VolunteerActivismIcon />,
  },
  {
    to: '#device',
    title: 'Device insurance',
    text: 'Screen, damage, loss and theft',
    icon: <SmartphoneIcon />,
  },
  {
    to: '#motor',
    title: 'Motor insurance',
    text: 'Cars, motorcycles and employee schemes',
    icon: <DirectionsCarIcon />,
  },
];

/** "Cover at a glance" beside the hero on wide screens (lg and up): a shortcut to each product section. */
export function HeroGlance() {
  return (
    <Box
      component="nav"
      aria-label="Cover at a glance"
      sx={{
        display: { xs: 'none', lg: 'block' },
        alignSelf: 'center',
        bgcolor: 'rgba(255,255,255,0.08)',
        border: '1px solid rgba(255,255,255,0.24)',
        borderRadius: 3,
        p: 1.5,
      }}
    >
      <Typography variant="overline" component="h2" sx={{ color: '#CFE3FA', px: 1.5, pt: 0.5 }}>
        Cover at a glance
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {ITEMS.map((item) => (
          <li key={item.to}>
            <Box
              component={RouterLink}
              to={item.to}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 2,
                p: 1.5,
                borderRadius: 2,
                color: '#FFFFFF',
                textDecoration: 'none',
                '&:hover': { bgcolor: 'rgba(255,255,255,0.1)' },
                '&:focus-visible': { outline: '3px solid #FFFFFF', outlineOffset: 0 },
              }}
            >
              <Box
                aria-hidden
                sx={{
                  width: 44,
                  height: 44,
                  flexShrink: 0,
                  borderRadius: 2,
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: '#FFFFFF',
                  color: 'primary.main',
                }}
              >
                {item.icon}
              </Box>
              <Box sx={{ flexGrow: 1 }}>
                <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
                  {item.title}
                </Box>
                <Box component="span" sx={{ display: 'block', fontSize: '0.9375rem', color: '#E6ECF5' }}>
                  {item.text}
                </Box>
              </Box>
              <ArrowForwardIcon aria-hidden sx={{ color: '#CFE3FA' }} />
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
