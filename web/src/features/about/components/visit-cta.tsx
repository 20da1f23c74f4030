import { ArrowRight, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { store } from '#domain/store/settings.ts';
import { paths } from '#web/config/paths.ts';
import { Reveal } from './reveal.tsx';

export function VisitCta() {
  return (
    <section aria-labelledby="visit-heading" className="container-page py-20 sm:py-24">
      <Reveal className="rounded-3xl bg-gold-50 px-6 py-12 text-center ring-1 ring-gold-100 sm:px-12 sm:py-16">
        <MapPin size={30} strokeWidth={1.5} className="mx-auto text-gold-600" aria-hidden="true" />
        <h2 id="visit-heading" className="mt-4 text-4xl font-semibold text-ink sm:text-5xl">
          Come and see us
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-ink-soft">
          Try pieces on, have your gold weighed or simply say hello at our{' '}
          {store.branches.map((branch) => branch.name).join(' or our ')}.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={paths.contact.getHref()} className="btn-gold">
            Plan your visit
            <ArrowRight size={16} aria-hidden="true" />
          </Link>
          <Link to={paths.collection.getHref()} className="btn-outline">
            Browse the collection
          </Link>
        </div>
      </Reveal>
    </section>
  );
}
