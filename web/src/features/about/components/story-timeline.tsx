import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { t } from '#web/lib/i18n.ts';
import { milestones } from '../data/timeline.ts';
import { Reveal } from './reveal.tsx';

/** Milestones down a gold line: one column on phones, alternating sides from md up. */
export function StoryTimeline() {
  return (
    <section aria-labelledby="timeline-heading" className="container-page py-20 sm:py-24">
      <SectionHeading
        id="timeline-heading"
        eyebrow={t('about.timeline.eyebrow')}
        title={t('about.timeline.title')}
        subtitle={t('about.timeline.subtitle')}
      />
      <div className="relative mx-auto mt-14 max-w-4xl">
        <span
          aria-hidden="true"
          className="absolute start-4 top-2 bottom-2 w-px bg-linear-to-b from-gold-400 via-gold-300 to-transparent md:start-1/2"
        />
        <ol>
          {milestones().map((milestone, index) => {
            const right = index % 2 === 1;
            return (
              <li
                key={milestone.when}
                className="relative ps-14 pb-12 last:pb-0 md:w-1/2 md:ps-0 md:pb-6 md:not-first:-mt-12 md:odd:pe-14 md:even:ms-auto md:even:ps-14"
              >
                <span
                  aria-hidden="true"
                  className={`absolute start-4 top-1.5 h-3.5 w-3.5 -translate-x-1/2 rounded-full bg-gold-400 ring-4 ring-gold-100 rtl:translate-x-1/2 ${right ? 'md:start-0' : 'md:start-auto md:end-0 md:translate-x-1/2 rtl:md:-translate-x-1/2'}`}
                />
                <Reveal className={right ? '' : 'md:text-end'}>
                  <p className="font-serif text-3xl font-semibold text-gold-700">{milestone.when}</p>
                  <h3 className="mt-1 text-2xl font-semibold text-ink">{milestone.title}</h3>
                  <p className="mt-2 leading-relaxed text-ink-soft">{milestone.text}</p>
                </Reveal>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
