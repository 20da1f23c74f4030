import { Search, X } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useState, type FormEvent } from 'react';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search field that reports its text once typing pauses (or at once on Enter).
 * `value` is the committed search from the URL; a change there (Back, a link) refills the field.
 */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (query: string) => void }) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [committed, setCommitted] = useState(value);
  if (committed !== value) {
    setCommitted(value);
    // Keep what the shopper is typing unless the URL now says something else.
    if (draft.trim() !== value) setDraft(value);
  }

  const report = useEffectEvent((query: string) => onSearch(query));
  useEffect(() => {
    const query = draft.trim();
    if (query === value) return;
    const timer = window.setTimeout(() => report(query), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, value]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const query = draft.trim();
    if (query !== value) onSearch(query);
  }

  return (
    <form role="search" onSubmit={submit}>
      <label htmlFor={id} className="mb-2 block text-sm font-medium text-ink">
        Search the collection
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-soft/70"
        />
        <input
          id={id}
          type="search"
          value={draft}
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          placeholder="Rings, bangles, coins…"
          onChange={(event) => setDraft(event.target.value)}
          className="h-11 w-full rounded-full border border-stone-300 bg-white pr-10 pl-10 text-sm text-ink shadow-sm transition outline-none placeholder:text-stone-500 focus:border-gold-500 focus:ring-2 focus:ring-gold-300/60 [&::-webkit-search-cancel-button]:hidden"
        />
        {draft && (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => {
              setDraft('');
              if (value) onSearch('');
            }}
            className="absolute top-1/2 right-2 grid size-8 -translate-y-1/2 place-items-center rounded-full text-ink-soft transition hover:bg-sand hover:text-ink"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
    </form>
  );
}
