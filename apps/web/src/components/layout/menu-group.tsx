import { Link as RouterLink } from 'react-router';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

export interface MenuLink {
  key: string;
  to: string;
  primary: string;
  secondary?: string;
}

/** A titled list of links in the phone menu (the products, sign in, the account, the legal pages). */
export function MenuGroup({
  title,
  links,
  onNavigate,
  dense = false,
}: {
  title: string;
  links: MenuLink[];
  onNavigate: () => void;
  dense?: boolean;
}) {
  return (
    <>
      <Typography variant="overline" component="h2" color="text.secondary" sx={{ px: 2, pt: 2 }}>
        {title}
      </Typography>
      <List dense={dense} sx={{ pt: 0 }}>
        {links.map((link) => (
          <ListItem key={link.key} disablePadding>
            <ListItemButton component={RouterLink} to={link.to} onClick={onNavigate}>
              <ListItemText
                primary={link.primary}
                secondary={link.secondary}
                slotProps={{ primary: { sx: { fontWeight: dense ? 400 : 600 } } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </>
  );
}
