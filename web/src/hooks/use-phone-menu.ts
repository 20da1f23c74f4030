import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * A menu opened by a toggle button on small screens (the shop's header, the dashboard's bar).
 * Escape closes it and gives focus back to the toggle; a press outside `area` closes it; any
 * navigation closes it, because it remembers the location it was opened on (no effect needed).
 */
export function usePhoneMenu<Area extends HTMLElement>() {
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const areaRef = useRef<Area>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!areaRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return {
    open,
    areaRef,
    toggleRef,
    toggle: () => setOpenAt(open ? null : location.key),
    close: () => setOpenAt(null),
  };
}
