import { useEffect, useRef } from 'react';

/**
 * Scroll-in entrance for one element. Only an element that is still below the fold when the page
 * mounts is marked `data-reveal="waiting"`, and only when IntersectionObserver exists and the
 * visitor has not asked for reduced motion; it becomes `data-reveal="shown"` as it scrolls into
 * view. The attribute is set on the DOM node directly, so revealing costs no React render.
 */
export function useReveal<T extends HTMLElement>() {
  const ref = useRef<T>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;

    element.dataset.reveal = 'waiting';
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        element.dataset.reveal = 'shown';
        observer.disconnect();
      },
      { rootMargin: '0px 0px -8% 0px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      delete element.dataset.reveal;
    };
  }, []);

  return ref;
}
