import { useId } from 'react';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditAction } from '#domain/admin/audit.ts';
import { FilterSelect } from '#web/components/ui/filter-select.tsx';
import { SearchField } from '#web/components/ui/search-field.tsx';
import { useInstantValue } from '#web/hooks/use-instant-value.ts';

interface AuditFiltersProps {
  action: AuditAction | undefined;
  actor: string | undefined;
  onAction: (action: AuditAction | undefined) => void;
  /** `refining`: the text was already filtered on, so the history entry is replaced. */
  onActor: (actor: string | undefined, refining: boolean) => void;
}

/** Which kind of change, and who made it. */
export function AuditFilters({ action, actor, onAction, onActor }: AuditFiltersProps) {
  const selectId = useId();
  const [shown, setShown] = useInstantValue<string>(action ?? '');

  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:max-w-3xl">
      <div>
        <label htmlFor={selectId} className="mb-2 block text-sm font-medium text-ink">
          What changed
        </label>
        <FilterSelect
          id={selectId}
          value={shown}
          onChange={(event) => {
            const value = event.target.value;
            setShown(value);
            onAction(AUDIT_ACTIONS.find((candidate) => candidate === value));
          }}
        >
          <option value="">All changes</option>
          {AUDIT_ACTIONS.map((value) => (
            <option key={value} value={value}>
              {AUDIT_ACTION_LABELS[value]}
            </option>
          ))}
        </FilterSelect>
      </div>
      <SearchField
        label="Who made it"
        placeholder="Name or e-mail"
        value={actor ?? ''}
        onSearch={(text) => onActor(text || undefined, Boolean(actor))}
      />
    </div>
  );
}
