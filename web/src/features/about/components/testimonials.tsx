import { Quote } from 'lucide-react';
import { t } from '#web/lib/i18n.ts';
import { TESTIMONIALS } from '../data/testimonials.ts';
import { Reveal } from './reveal.tsx';

export function Testimonials() {
  return (
    <section
      aria-labelledby="testimonials-heading"
      className="relative overflow-hidden bg-ink py-20 text-ivory sm:py-24"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_10%_90%,rgb(212_175_55/0.14),transparent_50%)]"
      />
      <div className="relative container-page">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-xs font-semibold tracking-[0.25em] text-gold-300 uppercase">
            {t('about.testimonials.eyebrow')}
          </p>
          <h2 id="testimonials-heading" className="mt-2 text-4xl leading-tight font-semibold text-ivory sm:text-5xl">
            {t('about.testimonials.title')}
          </h2>
          <span aria-hidden="true" className="mx-auto mt-4 block h-px w-16 bg-gold-400" />
        </div>
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {TESTIMONIALS.map((testimonial, index) => (
            <Reveal as="li" key={testimonial.id} delay={index * 120}>
              <figure className="flex h-full flex-col rounded-2xl border border-ivory/10 bg-ivory/5 p-7 sm:p-8">
                <Quote size={30} strokeWidth={1.25} className="text-gold-400" aria-hidden="true" />
                <blockquote className="mt-4 flex-1 font-serif text-xl leading-relaxed text-ivory/90">
                  <p>{t('about.testimonials.quote', { quote: t(testimonial.quote) })}</p>
                </blockquote>
                <figcaption className="mt-6 border-t border-ivory/10 pt-5 text-sm">
                  <span className="block font-semibold text-ivory">{t(testimonial.name)}</span>
                  <span className="text-ivory/70">{t(testimonial.place)}</span>
                </figcaption>
              </figure>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
