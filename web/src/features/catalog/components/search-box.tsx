import { SearchField } from '#web/components/ui/search-field.tsx';
import { t } from '#web/lib/i18n.ts';

/** The collection's search: reports its text once typing pauses (or at once on Enter). */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (query: string) => void }) {
  return (
    <SearchField
      label={t('catalog.search.label')}
      value={value}
      onSearch={onSearch}
      placeholder={t('catalog.search.placeholder')}
    />
  );
}
