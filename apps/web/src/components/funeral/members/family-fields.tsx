import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { MAX_CHILDREN_PER_QUOTE } from '@cover/domain';
import { newChild, type ChildDraft, type PersonDraft } from './member-drafts';
import type { FieldErrors } from './member-validation';
import { PersonFields } from './person-fields';

export interface FamilyValue {
  spouseIncluded: boolean;
  spouse: PersonDraft;
  children: ChildDraft[];
}

export interface FamilyFieldsProps {
  value: FamilyValue;
  onChange: (value: FamilyValue) => void;
  /** keyed 'spouse.firstName', 'children.0.dateOfBirth', ... */
  errors: FieldErrors;
  /** the family name a new child starts with */
  lastName?: string;
}

/** The spouse (optional) and the children of a funeral policy: names, optional ID number, date of birth. */
export function FamilyFields({ value, onChange, errors, lastName = '' }: FamilyFieldsProps) {
  const updateChild = (index: number, change: Partial<ChildDraft>) =>
    onChange({
      ...value,
      children: value.children.map((child, position) =>
        position === index ? { ...child, ...change } : child,
      ),
    });
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
          Your spouse
        </Typography>
        <FormControlLabel
          control={
            <Checkbox
              checked={value.spouseIncluded}
              onChange={(event) => onChange({ ...value, spouseIncluded: event.target.checked })}
            />
          }
          label="Cover my spouse (18 to 64)"
        />
        {value.spouseIncluded ? (
          <Box sx={{ mt: 2 }}>
            <PersonFields
              person={value.spouse}
              prefix="spouse."
              errors={errors}
              onChange={(change) => onChange({ ...value, spouse: { ...value.spouse, ...change } })}
            />
          </Box>
        ) : null}
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h3" component="h2">
          Your children
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Children up to 21, up to 25 while studying, or older when disabled. One premium covers all of them.
        </Typography>
        <Stack spacing={2}>
          {value.children.map((child, index) => (
            <Paper
              key={child.key}
              variant="outlined"
              sx={{ p: 2 }}
              role="group"
              aria-label={`Child ${index + 1}`}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
                <Typography sx={{ fontWeight: 600, mr: 'auto' }}>Child {index + 1}</Typography>
                <IconButton
                  aria-label={`Remove child ${index + 1}`}
                  onClick={() =>
                    onChange({
                      ...value,
                      children: value.children.filter((_, position) => position !== index),
                    })
                  }
                >
                  <DeleteOutlinedIcon />
                </IconButton>
              </Box>
              <PersonFields
                person={child}
                prefix={`children.${index}.`}
                errors={errors}
                onChange={(change) => updateChild(index, change)}
              />
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={child.isStudying}
                      onChange={(event) => updateChild(index, { isStudying: event.target.checked })}
                    />
                  }
                  label="Studying full time"
                />
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={child.isDisabled}
                      onChange={(event) => updateChild(index, { isDisabled: event.target.checked })}
                    />
                  }
                  label="Disabled"
                />
              </Box>
            </Paper>
          ))}
          <Box>
            <Button
              variant="outlined"
              startIcon={<AddIcon />}
              disabled={value.children.length >= MAX_CHILDREN_PER_QUOTE}
              onClick={() => onChange({ ...value, children: [...value.children, newChild(lastName)] })}
            >
              Add a child
            </Button>
          </Box>
        </Stack>
      </Paper>
    </Stack>
  );
}
