import { Coins, PenTool, PencilLine, Scale, Sparkles, Wrench, type LucideIcon } from 'lucide-react';
import { store } from '#domain/store/settings.ts';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { SERVICE_DETAILS, type Service } from '../data/services.ts';
import { Reveal } from './reveal.tsx';
import { t } from '#web/lib/i18n.ts';
import { storeService } from '#web/lib/store-texts.ts';

const ICONS: Record<Service, LucideIcon> = {
  'Custom jewelry design': PenTool,
  'Jewelry repair & resizing': Wrench,
  'Gold buying & exchange': Coins,
  Engraving: PencilLine,
  Appraisals: Scale,
  'Cleaning & polishing': Sparkles,
};

export function ServicesGrid() {
  return (
    <section aria-labelledby="services-heading" className="container-page py-20 sm:py-24">
      <SectionHeading
        id="services-heading"
        eyebrow={t('about.services.eyebrow')}
        title={t('about.services.title')}
        subtitle={t('about.services.subtitle')}
      />
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {store.services.map((service, index) => {
          const Icon = ICONS[service];
          return (
            <Reveal
              as="li"
              key={service}
              delay={(index % 3) * 100}
              className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gold-100 hover:shadow-md sm:p-7"
            >
              <span className="flex h-12 w-12 items-center justify-center rounded-full bg-gold-50 text-gold-600">
                <Icon size={22} strokeWidth={1.75} />
              </span>
              <h3 className="mt-5 text-2xl font-semibold text-ink">{storeService(service)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-soft">{t(SERVICE_DETAILS[service])}</p>
            </Reveal>
          );
        })}
      </ul>
    </section>
  );
}
