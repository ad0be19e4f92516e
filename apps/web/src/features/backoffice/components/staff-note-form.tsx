import { useId, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { staffNoteInputSchema, type StaffNoteEntity } from '@cover/domain';
import { useNotify } from '../../../components/notifications/use-notify';
import { SectionCard } from '../../../components/policies/section-card';
import { readApiError } from '../../../lib/api-error';
import { dropTabValue, readTabValue, writeTabValue } from '../../../lib/tab-storage';
import { useAddStaffNoteMutation } from '../api/backoffice-api';

/**
 * A note for staff only on a policy, an application or a claim: it joins the record's history marked "Staff
 * only"; customers never see it. What is typed is kept in this tab until it is added (QA walk 9 no. 10).
 */
export function StaffNoteForm({ entity, id }: { entity: StaffNoteEntity; id: string }) {
  const fieldId = useId();
  const notify = useNotify();
  const [addNote, { isLoading }] = useAddStaffNoteMutation();
  const draftKey = `cover.staff-note:${entity}:${id}`;
  // kept in this tab while typed, so leaving the page (another tab of the console, Back) loses nothing
  const [note, setNoteState] = useState(() => {
    const kept = readTabValue(draftKey);
    return typeof kept === 'string' ? kept : '';
  });
  const setNote = (value: string) => {
    setNoteState(value);
    if (value) writeTabValue(draftKey, value);
    else dropTabValue(draftKey);
  };
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // the button is disabled while the note is sent, which drops focus: it gets it back once the note is in
  const addRef = useRef<HTMLButtonElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const parsed = staffNoteInputSchema.safeParse({ note });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    try {
      await addNote({ entity, id, note: parsed.data.note }).unwrap();
      setNote('');
      notify.success('Your note is added to the history.');
      // enabled again only once the loading state is gone: focus then
      requestAnimationFrame(() => addRef.current?.focus());
    } catch (failure) {
      const read = readApiError(failure);
      if (read.fields.note) setError(read.fields.note);
      else setProblem(read.message);
    }
  };

  return (
    <SectionCard title="Add a staff-only note" headerGap={1.5}>
      <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
        <TextField
          id={fieldId}
          label="Note (staff only)"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={3}
          error={Boolean(error)}
          helperText={error ?? 'Customers never see this note.'}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
        {problem ? (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Button
          ref={addRef}
          type="submit"
          variant="contained"
          loading={isLoading}
          sx={{ alignSelf: 'flex-start' }}
        >
          Add note
        </Button>
      </Stack>
    </SectionCard>
  );
}
