import { useEffect, useRef } from 'react';
import type { PhotoSlot } from './use-photo-slots.ts';

/** Where focus goes after a move or a removal, once the list has re-rendered. */
export type PhotoFocusTarget = { slotId: string; button: 'up' | 'down' } | { index: number } | 'add';

/**
 * Keeps keyboard focus on a control that still exists after the photo list changes: the moved
 * photo's arrow (the other arrow at either end), the row that took a removed one's place, or the
 * add button when no row is left to take it.
 */
export function usePhotoFocus(slots: readonly PhotoSlot[]) {
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<PhotoFocusTarget | null>(null);

  useEffect(() => {
    const wanted = focusNext.current;
    if (!wanted) return;
    focusNext.current = null;
    if (wanted === 'add') return addButton.current?.focus();
    if ('slotId' in wanted) {
      const other = wanted.button === 'up' ? 'down' : 'up';
      const button =
        document.getElementById(`${wanted.slotId}-${wanted.button}`) ??
        document.getElementById(`${wanted.slotId}-${other}`);
      if (button instanceof HTMLButtonElement && !button.disabled) return button.focus();
      return document.getElementById(`${wanted.slotId}-${other}`)?.focus();
    }
    const rows = list.current?.querySelectorAll<HTMLElement>('[data-slot-row]') ?? [];
    const row = rows[Math.min(wanted.index, rows.length - 1)];
    const button = row?.querySelector<HTMLButtonElement>('button:not(:disabled)');
    if (button) button.focus();
    else addButton.current?.focus();
  }, [slots]);

  /** Focus `target` after the next change of the slots. */
  const focusAfterChange = (target: PhotoFocusTarget) => {
    focusNext.current = target;
  };

  return { list, addButton, focusAfterChange };
}
