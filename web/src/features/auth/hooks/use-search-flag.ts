import { useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Reacts once to a one-time query parameter (a redirect's ?auth=google, ?error=…) and then
 * strips it with a replace navigation, so Back or a reload does not repeat the message.
 */
export function useSearchFlag(name: string, onFlag: (value: string) => void) {
  const [params, setParams] = useSearchParams();
  const value = params.get(name);
  const handle = useEffectEvent(onFlag);
  useEffect(() => {
    if (value === null) return;
    handle(value);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(name);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [name, value, setParams]);
}
