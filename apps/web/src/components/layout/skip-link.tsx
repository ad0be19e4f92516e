import Box from '@mui/material/Box';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element on every page: jumps past the header to the main content. */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1.25,
        bgcolor: 'primary.dark',
        color: '#FFFFFF',
        fontWeight: 600,
        borderRadius: 1,
        transform: 'translateY(-150%)',
        '&:focus': { transform: 'none' },
      }}
    >
      Skip to main content
    </Box>
  );
}
