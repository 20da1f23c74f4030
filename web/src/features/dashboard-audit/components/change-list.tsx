import type { AuditEntry } from '#domain/admin/audit.ts';
import { fieldLabel, formatValue } from './format-change.ts';

function Value({ field, value }: { field: string; value: unknown }) {
  const text = formatValue(field, value);
  if (text === null) {
    return (
      <>
        <span aria-hidden="true" className="text-stone-500">
          —
        </span>
        <span className="sr-only">nothing</span>
      </>
    );
  }
  return <span className="break-words">{text}</span>;
}

/** Each recorded change as "Field: from → to"; long texts are clamped on screen, whole for screen readers. */
export function ChangeList({ changes }: { changes: AuditEntry['changes'] }) {
  const fields = Object.entries(changes);
  if (fields.length === 0) return <p className="text-ink-soft">No field changed</p>;
  return (
    <ul className="space-y-1">
      {fields.map(([field, { from, to }]) => (
        <li key={field} className="line-clamp-3 text-ink-soft">
          <span className="font-medium text-ink">{fieldLabel(field)}:</span> <Value field={field} value={from} />{' '}
          <span aria-hidden="true" className="text-gold-600">
            →
          </span>
          <span className="sr-only">to</span> <Value field={field} value={to} />
        </li>
      ))}
    </ul>
  );
}
