/** Mirrors the detail page's two columns so the real content lands without a jump. */
export function ProductDetailSkeleton() {
  const bar = 'animate-pulse rounded bg-sand';
  return (
    <div aria-hidden="true">
      <div className={`${bar} h-4 w-56`} />
      <div className="mt-6 grid gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <div className="aspect-square animate-pulse rounded-3xl bg-sand" />
          <div className="mt-4 flex gap-3 p-1">
            {Array.from({ length: 4 }, (_, i) => (
              <div key={i} className="size-18 animate-pulse rounded-xl bg-sand sm:size-20" />
            ))}
          </div>
        </div>
        <div className="space-y-5">
          <div className={`${bar} h-3 w-24`} />
          <div className={`${bar} h-10 w-4/5`} />
          <div className={`${bar} h-4 w-28`} />
          <div className={`${bar} h-9 w-40`} />
          <div className="space-y-2 pt-2">
            <div className={`${bar} h-4 w-full`} />
            <div className={`${bar} h-4 w-11/12`} />
            <div className={`${bar} h-4 w-2/3`} />
          </div>
          <div className={`${bar} h-32 w-full rounded-2xl`} />
          <div className={`${bar} h-12 w-full rounded-full`} />
        </div>
      </div>
    </div>
  );
}
