import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

type Patch<Key extends string> = Partial<Record<Key | 'page', string | number>>;

/** A page number from the URL: anything but a whole number from 1 up reads as page 1. */
export function readPage(raw: string | null): number {
  const page = Number(raw);
  return Number.isSafeInteger(page) && page >= 1 ? Math.min(page, 100_000) : 1;
}

/**
 * A dashboard list's search, filters and page, kept in the URL query so a reload, a shared link
 * or Back shows the same view. `defaults` (a constant) lists the keys; a value equal to its
 * default is left out of the URL. Changing anything but the page goes back to page 1.
 */
export function useListParams<const Key extends string>(defaults: Readonly<Record<Key, string>>) {
  const [params, setParams] = useSearchParams();

  const values = {} as Record<Key, string>;
  for (const key of Object.keys(defaults) as Key[]) values[key] = params.get(key) ?? defaults[key];
  const page = readPage(params.get('page'));

  const apply = useCallback(
    (current: URLSearchParams, patch: Patch<Key>) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(patch) as [Key | 'page', string | number | undefined][]) {
        const text = value === undefined ? '' : String(value).trim();
        const fallback = key === 'page' ? '1' : defaults[key];
        if (text === '' || text === fallback) next.delete(key);
        else next.set(key, text);
      }
      if (!('page' in patch)) next.delete('page');
      return next;
    },
    [defaults],
  );

  /**
   * `replace`: for refining a search already made (typing on), so Back does not step through
   * every word but does go back to the list before the search.
   */
  const update = useCallback(
    (patch: Patch<Key>, options: { replace?: boolean } = {}) =>
      setParams((current) => apply(current, patch), { replace: options.replace, preventScrollReset: true }),
    [apply, setParams],
  );

  /** The link to another page of the same list. */
  const hrefForPage = (target: number) => {
    const search = apply(params, { page: target } as Patch<Key>).toString();
    return search ? `?${search}` : '?';
  };

  return { values, page, update, hrefForPage, search: params.toString() };
}
