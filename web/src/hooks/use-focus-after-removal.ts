import { useCallback, useEffect, useRef } from 'react';

/** Marks the button inside each list row that focus moves to when a row before it leaves. */
export const FOCUS_AFTER_REMOVAL_ATTRIBUTE = 'data-focus-after-removal';

/**
 * Keeps keyboard focus in place when a row leaves a list (a cart line removed, a saved piece moved
 * to the cart): on the same place's next row, or, once the list is empty, on the empty state's way
 * onward. Without it focus falls back to <body> and a keyboard user starts again from the top.
 */
export function useFocusAfterRemoval<List extends HTMLElement, Empty extends HTMLElement>(
  rows: ReadonlyArray<{ id: string }>,
) {
  const listRef = useRef<List>(null);
  const emptyRef = useRef<Empty>(null);
  const pending = useRef<number | null>(null);
  const ids = rows.map((row) => row.id).join(' ');

  /** Call once the server has removed the row `id` (before the list shows it gone). */
  const onRemoved = useCallback(
    (id: string) => {
      pending.current = Math.max(
        0,
        rows.findIndex((row) => row.id === id),
      );
    },
    [rows],
  );

  useEffect(() => {
    const index = pending.current;
    if (index === null) return;
    pending.current = null;
    const targets = listRef.current?.querySelectorAll<HTMLElement>(`[${FOCUS_AFTER_REMOVAL_ATTRIBUTE}]`) ?? [];
    const next = targets[Math.min(index, targets.length - 1)];
    (next ?? emptyRef.current)?.focus();
  }, [ids]);

  return { listRef, emptyRef, onRemoved };
}
