import { Check } from 'lucide-react';
import { Reveal } from './reveal.tsx';
import { artSrcSet } from '#web/lib/art-src-set.ts';
import { t } from '#web/lib/i18n.ts';
import { goldPurities } from '#web/lib/store-texts.ts';

const WORKSHOP_ART = '/media/art/about-workshop.webp';

const promises = () => [
  t('about.craft.promise.tested', { purities: goldPurities('and') }),
  t('about.craft.promise.weighed'),
  t('shell.store.certifiedDealer'),
  t('shell.store.authenticity'),
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
            alt={t('about.craft.imageAlt')}
            loading="lazy"
            decoding="async"
            className="w-full"
          />
        </Reveal>
        <Reveal delay={120}>
          <p className="text-xs font-semibold tracking-[0.25em] text-gold-700 uppercase">{t('about.craft.eyebrow')}</p>
          <h2 id="craft-heading" className="mt-2 text-4xl leading-tight font-semibold text-ink sm:text-5xl">
            {t('about.craft.title')}
          </h2>
          <span aria-hidden="true" className="mt-4 block h-px w-16 bg-gold-400" />
          <p className="mt-6 leading-relaxed text-ink-soft">{t('about.craft.text')}</p>
          <ul className="mt-8 space-y-3">
            {promises().map((promise) => (
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
