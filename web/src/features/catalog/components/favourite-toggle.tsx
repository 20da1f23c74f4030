import { Heart } from 'lucide-react';
import { useState } from 'react';

/** Local only for now: the wishlist feature will own this state when it arrives. */
export function FavouriteToggle({ className = '' }: { className?: string }) {
  const [on, setOn] = useState(false);
  return (
    <button
      type="button"
      aria-label="Favourite"
      aria-pressed={on}
      title={on ? 'Remove from favourites' : 'Add to favourites'}
      onClick={() => setOn((value) => !value)}
      className={`grid size-12 shrink-0 place-items-center rounded-full border border-stone-300 bg-white text-ink-soft transition hover:border-ruby hover:text-ruby aria-pressed:border-ruby aria-pressed:text-ruby ${className}`}
    >
      <Heart aria-hidden="true" className={`size-5 transition ${on ? 'fill-current' : ''}`} />
    </button>
  );
}
