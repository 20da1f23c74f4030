import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditAction } from '#domain/admin/audit.ts';
import { SearchField } from '#web/components/ui/search-field.tsx';

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
  // The router applies a navigation in a transition: hold the picked value from the change on,
  // and follow the URL again whenever it changes (Back, a link).
  const [shown, setShown] = useState<string>(action ?? '');
  const [seen, setSeen] = useState(action);
  if (seen !== action) {
    setSeen(action);
    setShown(action ?? '');
  }

  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:max-w-3xl">
      <div>
        <label htmlFor={selectId} className="mb-2 block text-sm font-medium text-ink">
          What changed
        </label>
        <div className="relative">
          <select
            id={selectId}
            value={shown}
            onChange={(event) => {
              const value = event.target.value;
              setShown(value);
              onAction(AUDIT_ACTIONS.find((candidate) => candidate === value));
            }}
            className="h-11 w-full appearance-none rounded-full border border-stone-300 bg-white pr-10 pl-4 text-sm text-ink shadow-sm transition outline-none focus:border-gold-500 focus:ring-2 focus:ring-gold-300/60"
          >
            <option value="">All changes</option>
            {AUDIT_ACTIONS.map((value) => (
              <option key={value} value={value}>
                {AUDIT_ACTION_LABELS[value]}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-ink-soft"
          />
        </div>
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
