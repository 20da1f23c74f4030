import { store } from '#domain/store/settings.ts';
import { artSrcSet } from '#web/lib/art-src-set.ts';
import { t } from '#web/lib/i18n.ts';
import { branchCity, goldPurities, joinAnd, storeName, yearsClaim } from '#web/lib/store-texts.ts';

const STORY_ART = '/media/art/about-story.webp';

const facts = () => [
  { value: yearsClaim(), label: t('about.facts.years') },
  { value: goldPurities(), label: t('about.facts.purities') },
  { value: String(store.branches.length), label: t('about.facts.stores') },
  { value: String(store.foundedYear), label: t('about.facts.founded') },
];

/** The page's opening: its one h1, the founding story and the key facts. */
export function AboutIntro() {
  return (
    <section aria-labelledby="about-title" className="relative overflow-hidden bg-ink text-ivory">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_85%_20%,rgb(212_175_55/0.18),transparent_55%)]"
      />
      <div className="relative container-page grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-2 lg:gap-16 lg:py-24">
        <div>
          <p className="text-xs font-semibold tracking-[0.3em] text-gold-300 uppercase">
            {t('about.intro.eyebrow', { year: store.foundedYear })}
          </p>
          <h1 id="about-title" className="mt-4 text-5xl leading-[1.05] font-semibold text-ivory sm:text-6xl">
            {t('about.intro.title', { years: yearsClaim() })}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-ivory/80">
            {t('about.intro.text', {
              name: storeName(),
              year: store.foundedYear,
              cities: joinAnd(store.branches.map(branchCity)),
            })}
          </p>
          <dl className="mt-10 grid max-w-xl grid-cols-2 gap-px overflow-hidden rounded-2xl bg-ivory/10 sm:grid-cols-4 lg:grid-cols-2">
            {facts().map((fact) => (
              <div key={fact.label} className="flex flex-col-reverse bg-ink px-4 py-5 text-center">
                <dt className="mt-1 text-[0.7rem] tracking-[0.18em] text-ivory/75 uppercase">{fact.label}</dt>
                <dd className="font-serif text-3xl font-semibold whitespace-nowrap text-gold-300">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <figure className="relative">
          <div
            aria-hidden="true"
            className="absolute -inset-3 hidden rounded-[2rem] border border-gold-400/30 sm:block"
          />
          <img
            src={STORY_ART}
            srcSet={artSrcSet(STORY_ART, 1200)}
            sizes="(min-width: 1024px) 50vw, 100vw"
            width={1200}
            height={900}
            alt={t('about.intro.imageAlt')}
            fetchPriority="high"
            className="relative w-full rounded-3xl object-cover shadow-2xl shadow-black/40"
          />
        </figure>
      </div>
    </section>
  );
}
