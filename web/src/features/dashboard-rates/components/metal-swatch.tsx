import type { AdminMetal } from '#domain/rates/rate-admin.ts';

const SWATCHES: Readonly<Record<AdminMetal['metal'], string>> = {
  Gold: 'from-gold-300 to-gold-500',
  Silver: 'from-stone-200 to-stone-400',
  Platinum: 'from-slate-100 to-slate-300',
  Diamond: 'from-sky-100 to-cyan-200',
};

/** A small round sample of the metal's colour (decoration). */
export function MetalSwatch({ metal }: { metal: AdminMetal['metal'] }) {
  return (
    <span
      aria-hidden="true"
      className={`block size-10 shrink-0 rounded-full bg-gradient-to-br shadow-inner ring-1 ring-black/5 ${SWATCHES[metal]}`}
    />
  );
}
