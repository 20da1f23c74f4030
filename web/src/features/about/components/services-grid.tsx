import { Coins, PenTool, PencilLine, Scale, Sparkles, Wrench, type LucideIcon } from 'lucide-react';
import type { StoreServiceId } from '#domain/store/settings.ts';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { SERVICE_DETAILS } from '../data/services.ts';
import { Reveal } from './reveal.tsx';
import { t } from '#web/lib/i18n.ts';
import { storeServices } from '#web/lib/store-texts.ts';

const ICONS: Record<StoreServiceId, LucideIcon> = {
  design: PenTool,
  repair: Wrench,
  buying: Coins,
  engraving: PencilLine,
  appraisals: Scale,
  cleaning: Sparkles,
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
        {storeServices().map((service, index) => {
          const Icon = ICONS[service.id];
          return (
            <Reveal
              as="li"
              key={service.id}
              delay={(index % 3) * 100}
              className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gold-100 hover:shadow-md sm:p-7"
            >
              <span className="flex h-12 w-12 items-center justify-center rounded-full bg-gold-50 text-gold-600">
                <Icon size={22} strokeWidth={1.75} />
              </span>
              <h3 className="mt-5 text-2xl font-semibold text-ink">{service.name}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-soft">{t(SERVICE_DETAILS[service.id])}</p>
            </Reveal>
          );
        })}
      </ul>
    </section>
  );
}
