import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

export interface ItemListProps<Item> {
  items: readonly Item[];
  /** said when there are none */
  empty: string;
  itemKey: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  /** an ordered list (e.g. a history) */
  ordered?: boolean;
  itemSx?: SxProps<Theme>;
}

/** The entries of a section as a plain list, or a quiet sentence when there are none. */
export function ItemList<Item>({
  items,
  empty,
  itemKey,
  renderItem,
  ordered = false,
  itemSx,
}: ItemListProps<Item>) {
  if (items.length === 0)
    return (
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {empty}
      </Typography>
    );
  return (
    <Box component={ordered ? 'ol' : 'ul'} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
      {items.map((item) => (
        <Box component="li" key={itemKey(item)} sx={itemSx}>
          {renderItem(item)}
        </Box>
      ))}
    </Box>
  );
}
