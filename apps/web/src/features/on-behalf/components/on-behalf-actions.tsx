import Typography from '@mui/material/Typography';
import { type OnBehalfAction } from '@cover/domain/motor';
import { formatDateTime } from '../../../components/policies/format-time';
import { ItemList } from '../../../components/policies/item-list';
import { SectionCard } from '../../../components/policies/section-card';

const byNewest = (a: OnBehalfAction, b: OnBehalfAction) => b.at.localeCompare(a.at);

/**
 * Every action on an application made on an employee's behalf: when, by whom and what, as the server words
 * it for the reader (the employee reads "You" and "your"; the desk reads the employee by name).
 */
export function OnBehalfActions({
  actions,
  title = 'What was done and by whom',
}: {
  actions: readonly OnBehalfAction[];
  title?: string;
}) {
  return (
    <SectionCard title={title}>
      <ItemList
        ordered
        items={[...actions].sort(byNewest)}
        empty="Nothing has been done on this application yet."
        itemKey={(action) => `${action.at}-${action.type}`}
        itemSx={{ py: 1, borderLeft: 3, borderColor: 'primary.light', pl: 1.5, mb: 1 }}
        renderItem={(action) => (
          <>
            <Typography variant="body2" color="text.secondary">
              <time dateTime={action.at}>{formatDateTime(action.at)}</time> · {action.by}
            </Typography>
            <Typography>{action.summary}</Typography>
          </>
        )}
      />
    </SectionCard>
  );
}
