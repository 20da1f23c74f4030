/** Small gold count bubble for icon buttons; the count is also in the button's accessible name. */
export function CountBadge({ count }: { count: number }) {
  return (
    <span
      aria-hidden="true"
      className="absolute -end-1 -top-1 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-gold-600 px-1 text-[10px] leading-none font-semibold text-white tabular-nums"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
