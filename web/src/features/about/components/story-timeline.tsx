import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { MILESTONES } from '../data/timeline.ts';
import { Reveal } from './reveal.tsx';

/** Milestones down a gold line: one column on phones, alternating sides from md up. */
export function StoryTimeline() {
  return (
    <section aria-labelledby="timeline-heading" className="container-page py-20 sm:py-24">
      <SectionHeading
        id="timeline-heading"
        eyebrow="Our journey"
        title="From one counter to two stores"
        subtitle="Four decades of the same scales, the same care and the same family."
      />
      <div className="relative mx-auto mt-14 max-w-4xl">
        <span
          aria-hidden="true"
          className="absolute top-2 bottom-2 left-4 w-px bg-linear-to-b from-gold-400 via-gold-300 to-transparent md:left-1/2"
        />
        <ol>
          {MILESTONES.map((milestone, index) => {
            const right = index % 2 === 1;
            return (
              <li
                key={milestone.when}
                className="relative pb-12 pl-14 last:pb-0 md:w-1/2 md:pb-6 md:pl-0 md:not-first:-mt-12 md:odd:pr-14 md:even:ml-auto md:even:pl-14"
              >
                <span
                  aria-hidden="true"
                  className={`absolute top-1.5 left-4 h-3.5 w-3.5 -translate-x-1/2 rounded-full bg-gold-400 ring-4 ring-gold-100 ${right ? 'md:left-0' : 'md:right-0 md:left-auto md:translate-x-1/2'}`}
                />
                <Reveal className={right ? '' : 'md:text-right'}>
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
