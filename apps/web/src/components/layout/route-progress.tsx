import { useNavigation } from 'react-router';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/** A thin bar at the very top while the next page's code or data loads. Takes no layout space. */
export function RouteProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Box
      role="progressbar"
      aria-label="Loading page"
      sx={{
        position: 'fixed',
        inset: '0 0 auto 0',
        height: 3,
        zIndex: 'snackbar',
        overflow: 'hidden',
        pointerEvents: 'none',
      }}
    >
      <Box
        sx={{
          width: '40%',
          height: '100%',
          bgcolor: 'primary.main',
          animation: `${slide} 1s ease-in-out infinite`,
        }}
      />
    </Box>
  );
}
