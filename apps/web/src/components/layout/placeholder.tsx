import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.4; }
`;

/**
 * A grey block standing in for content that is on its way, pulsing as MUI's Skeleton does, drawn with the
 * Box every page already has: Skeleton itself would add about 1.3 kB to the first paint of the home page
 * for placeholders most visits never see (issue 15, the home page's 120 kB budget). `text` draws one line
 * of text of `height` as Skeleton's text variant does: a bar 60 % of the line's height, centred in it.
 */
export function Placeholder({
  height,
  maxWidth,
  text = false,
}: {
  /** CSS length: the block's height, or with `text` the line's */
  height: string;
  maxWidth?: number;
  text?: boolean;
}) {
  return (
    <Box
      aria-hidden
      sx={{
        height: text ? `calc(${height} * 0.6)` : height,
        my: text ? `calc(${height} * 0.2)` : 0,
        maxWidth,
        borderRadius: 1,
        bgcolor: 'action.hover',
        animation: `${pulse} 2s ease-in-out 0.5s infinite`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    />
  );
}
