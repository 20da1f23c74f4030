import { Check } from 'lucide-react';
import { store } from '#domain/store/settings.ts';
import { Reveal } from './reveal.tsx';
import { artSrcSet } from '#web/lib/art-src-set.ts';

const WORKSHOP_ART = '/media/art/about-workshop.webp';

const PROMISES = [
  `${store.goldPurities.join(' and ')} gold, tested and stamped with its purity`,
  'Weighed in front of you and priced by the live metal rate',
  store.claims.certifiedDealer,
  store.claims.authenticity,
];

export function CraftSection() {
  return (
    <section aria-labelledby="craft-heading" className="bg-sand/60 py-20 sm:py-24">
      <div className="container-page grid items-center gap-12 lg:grid-cols-2 lg:gap-20">
        <Reveal className="overflow-hidden rounded-3xl shadow-xl shadow-ink/15">
          <img
            src={WORKSHOP_ART}
            srcSet={artSrcSet(WORKSHOP_ART, 1200)}
            sizes="(min-width: 1024px) 50vw, 100vw"
            width={1200}
            height={900}
            alt="A jeweller’s bench from above: bench pin, ring mandrel, pliers, tweezers, a loupe over a diamond, gold wire and a gold ring being finished."
            loading="lazy"
            decoding="async"
            className="w-full"
          />
        </Reveal>
        <Reveal delay={120}>
          <p className="text-xs font-semibold tracking-[0.25em] text-gold-700 uppercase">Made at our own bench</p>
          <h2 id="craft-heading" className="mt-2 text-4xl leading-tight font-semibold text-ink sm:text-5xl">
            Craft you can see, gold you can trust
          </h2>
          <span aria-hidden="true" className="mt-4 block h-px w-16 bg-gold-400" />
          <p className="mt-6 leading-relaxed text-ink-soft">
            Every bangle, chain and ring passes through the hands of someone in our family. We cast, set, engrave and
            polish in our own workshop, so we can stand behind each piece for a lifetime and repair it when life
            happens.
          </p>
          <ul className="mt-8 space-y-3">
            {PROMISES.map((promise) => (
              <li key={promise} className="flex gap-3 text-ink">
                <span className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-gold-100 text-gold-700">
                  <Check size={14} strokeWidth={2.5} />
                </span>
                {promise}
              </li>
            ))}
          </ul>
        </Reveal>
      </div>
    </section>
  );
}
