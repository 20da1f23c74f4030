import { ArrowRight, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { store } from '#domain/store/settings.ts';
import { paths } from '#web/config/paths.ts';
import { Reveal } from './reveal.tsx';
import { t } from '#web/lib/i18n.ts';
import { branchName } from '#web/lib/store-texts.ts';

export function VisitCta() {
  return (
    <section aria-labelledby="visit-heading" className="container-page py-20 sm:py-24">
      <Reveal className="rounded-3xl bg-gold-50 px-6 py-12 text-center ring-1 ring-gold-100 sm:px-12 sm:py-16">
        <MapPin size={30} strokeWidth={1.5} className="mx-auto text-gold-600" aria-hidden="true" />
        <h2 id="visit-heading" className="mt-4 text-4xl font-semibold text-ink sm:text-5xl">
          {t('about.visit.title')}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-ink-soft">
          {t('about.visit.text', { stores: store.branches.map(branchName).join(` ${t('about.visit.orOur')} `) })}
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={paths.contact.getHref()} className="btn-gold">
            {t('about.visit.plan')}
            <ArrowRight size={16} aria-hidden="true" className="rtl:-scale-x-100" />
          </Link>
          <Link to={paths.collection.getHref()} className="btn-outline">
            {t('about.visit.browse')}
          </Link>
        </div>
      </Reveal>
    </section>
  );
}
