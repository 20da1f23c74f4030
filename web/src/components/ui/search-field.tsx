import { Search, X } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useState, type FormEvent } from 'react';
import { t } from '#web/lib/i18n.ts';

export const SEARCH_DEBOUNCE_MS = 300;

interface SearchFieldProps {
  label: string;
  /** The committed text, read from the URL; a change there (Back, a link) refills the field. */
  value: string;
  /** Called once typing pauses, at once on Enter, and with '' when cleared. */
  onSearch: (text: string) => void;
  placeholder?: string;
  className?: string;
}

/** A labelled search box that reports its text once typing pauses. */
export function SearchField({ label, value, onSearch, placeholder, className }: SearchFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [committed, setCommitted] = useState(value);
  if (committed !== value) {
    setCommitted(value);
    // Keep what is being typed unless the URL now says something else.
    if (draft.trim() !== value) setDraft(value);
  }

  const report = useEffectEvent((text: string) => onSearch(text));
  useEffect(() => {
    const text = draft.trim();
    if (text === value) return;
    const timer = window.setTimeout(() => report(text), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, value]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = draft.trim();
    if (text !== value) onSearch(text);
  }

  return (
    <form role="search" onSubmit={submit} className={className}>
      <label htmlFor={id} className="mb-2 block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-3.5 top-1/2 size-4 -translate-y-1/2 text-ink-soft/70"
        />
        <input
          id={id}
          type="search"
          value={draft}
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={placeholder}
          onChange={(event) => setDraft(event.target.value)}
          className="h-11 w-full rounded-full border border-stone-300 bg-white ps-10 pe-10 text-sm text-ink shadow-sm transition outline-none placeholder:text-stone-500 focus:border-gold-500 focus:ring-2 focus:ring-gold-300/60 [&::-webkit-search-cancel-button]:hidden"
        />
        {draft ? (
          <button
            type="button"
            aria-label={t('ui.searchField.clear')}
            onClick={() => {
              setDraft('');
              if (value) onSearch('');
            }}
            className="absolute end-2 top-1/2 grid size-8 -translate-y-1/2 place-items-center rounded-full text-ink-soft transition hover:bg-sand hover:text-ink"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
    </form>
  );
}
