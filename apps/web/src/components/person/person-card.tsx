import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';

export interface PersonCardProps {
  /** the person's place in the list, e.g. 'Child 1': the group's name */
  title: string;
  onRemove: () => void;
  children: ReactNode;
}

/** One person in a list being edited: an outlined group named by its title, with a remove button. */
export function PersonCard({ title, onRemove, children }: PersonCardProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-label={title}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography sx={{ fontWeight: 600, mr: 'auto' }}>{title}</Typography>
        <IconButton
          aria-label={`Remove ${title.charAt(0).toLowerCase()}${title.slice(1)}`}
          onClick={onRemove}
        >
          <DeleteOutlinedIcon />
        </IconButton>
      </Box>
      {children}
    </Paper>
  );
}

/** The button under a list of people that adds one. */
export function AddPersonButton({
  label,
  disabled,
  onAdd,
}: {
  label: string;
  disabled: boolean;
  onAdd: () => void;
}) {
  return (
    <Box>
      <Button variant="outlined" startIcon={<AddIcon />} disabled={disabled} onClick={onAdd}>
        {label}
      </Button>
    </Box>
  );
}
