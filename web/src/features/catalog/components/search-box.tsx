import { SearchField } from '#web/components/ui/search-field.tsx';

/** The collection's search: reports its text once typing pauses (or at once on Enter). */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (query: string) => void }) {
  return (
    <SearchField label="Search the collection" value={value} onSearch={onSearch} placeholder="Rings, bangles, coins…" />
  );
}
