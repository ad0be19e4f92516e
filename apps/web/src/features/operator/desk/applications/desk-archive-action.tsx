import { useState } from 'react';
import Button from '@mui/material/Button';
import { unableTo } from '@cover/domain';
import { deskArchiveAction, type OperatorApplication } from '@cover/domain/motor';
import { ConfirmDialog } from '../../../../components/dialogs/confirm-dialog';
import { useNotify } from '../../../../components/notifications/use-notify';
import { readApiError } from '../../../../lib/api-error';
import { useArchiveDeskApplicationMutation, useUnarchiveDeskApplicationMutation } from '../api/desk-api';

const WORDS = {
  archive: {
    button: 'Archive',
    title: 'Archive this application?',
    text: 'It leaves your list of applications; you find it under the Archived filter and can put it back. Nothing changes for the employee.',
    confirm: 'Archive it',
    unable: unableTo('archive this application'),
  },
  unarchive: {
    button: 'Put back in the list',
    title: 'Put this application back in your list?',
    text: 'It is listed again with its status. Nothing changes for the employee.',
    confirm: 'Put it back',
    unable: unableTo('put this application back in your list'),
  },
} as const;

/**
 * Archive an application that is done with (active, declined, cancelled, or its link expired unanswered), or
 * put an archived one back (QA H2 finding 2), after a confirmation that names it: whom it is for, the vehicle
 * and its application number. Nothing is offered for one still in progress.
 */
export function DeskArchiveAction({ application }: { application: OperatorApplication }) {
  const action = deskArchiveAction(application);
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [archive, archiving] = useArchiveDeskApplicationMutation();
  const [unarchive, unarchiving] = useUnarchiveDeskApplicationMutation();
  if (!action) return null;
  const words = WORDS[action];
  const busy = archiving.isLoading || unarchiving.isLoading;
  const { vehicle } = application.module;
  const name = `${application.holder.firstName} ${application.holder.lastName}`;

  const close = () => {
    setProblem(null);
    setOpen(false);
  };
  const confirm = async () => {
    setProblem(null);
    const call = action === 'archive' ? archive : unarchive;
    const reply = await call({ applicationId: application.applicationId });
    if (reply.data) {
      notify.success(reply.data.message);
      setOpen(false);
      return;
    }
    const readable = readApiError(reply.error);
    const message = readable.code === 'UNKNOWN' ? words.unable : readable.message;
    setProblem(message);
    notify.error(message);
  };

  return (
    <>
      <Button variant="text" onClick={() => setOpen(true)}>
        {words.button}
      </Button>
      <ConfirmDialog
        open={open}
        title={words.title}
        subject={`${name} · ${vehicle.make} ${vehicle.model}, ${vehicle.vehicle_reg_no} · application ${application.applicationNumber}`}
        text={words.text}
        problem={problem ? { message: problem } : null}
        cancelLabel="Cancel"
        confirmLabel={words.confirm}
        busy={busy}
        onCancel={close}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
