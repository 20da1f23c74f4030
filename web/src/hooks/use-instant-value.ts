import { useState } from 'react';

/**
 * For controls whose value lives in the URL: the router applies a navigation in a transition,
 * so a controlled radio or select would show its old value for a moment. This holds the picked
 * value from the click on, and follows `value` again whenever that changes (Back, a link).
 */
export function useInstantValue<T>(value: T): [T, (next: T) => void] {
  const [shown, setShown] = useState(value);
  const [seen, setSeen] = useState(value);
  if (!Object.is(seen, value)) {
    setSeen(value);
    setShown(value);
  }
  return [shown, setShown];
}
