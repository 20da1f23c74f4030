import { Check, CreditCard, Globe, Lock, Phone, RotateCcw, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { store } from '#domain/store/settings.ts';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { paths } from '#web/config/paths.ts';
import { t } from '#web/lib/i18n.ts';
import { storeName } from '#web/lib/store-texts.ts';
import { policies, promises, stats, type PolicyIcon } from '../data/policies.ts';

const ICONS: Record<PolicyIcon, LucideIcon> = {
  secure: Lock,
  payments: CreditCard,
  returns: RotateCcw,
  shipping: Globe,
};

export function PolicySection() {
  return (
    <section aria-labelledby="policy-heading" className="bg-sand/60 py-20 sm:py-24">
      <div className="container-page">
        <SectionHeading
          id="policy-heading"
          eyebrow={t('home.policy.eyebrow')}
          title={t('home.policy.title')}
          subtitle={t('home.policy.subtitle')}
        />

        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {policies().map((policy) => {
            const Icon = ICONS[policy.icon];
            return (
              <li
                key={policy.title}
                className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gold-100 sm:block sm:p-6"
              >
                <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-gold-50 text-gold-600">
                  <Icon size={22} strokeWidth={1.75} />
                </span>
                <div>
                  <h3 className="text-xl font-semibold text-ink sm:mt-5">{policy.title}</h3>
                  <p className="mt-1.5 text-sm leading-relaxed text-ink-soft sm:mt-2">{policy.text}</p>
                </div>
              </li>
            );
          })}
        </ul>

        <div className="mt-14 grid gap-10 rounded-3xl bg-ink p-8 text-ivory sm:p-12 lg:grid-cols-2 lg:gap-16">
          <div>
            <h3 className="text-3xl font-semibold text-ivory">{t('home.policy.whyUs', { name: storeName() })}</h3>
            <ul className="mt-6 space-y-3">
              {promises().map((promise) => (
                <li key={promise} className="flex gap-3 text-ivory/85">
                  <Check size={18} className="mt-0.5 shrink-0 text-gold-400" />
                  {promise}
                </li>
              ))}
            </ul>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to={paths.contact.getHref()} className="btn-gold">
                {t('home.policy.contactUs')}
              </Link>
              <a
                href={store.phoneHref}
                className="inline-flex items-center justify-center gap-2 rounded-full border border-gold-400 px-6 py-3 text-sm font-semibold tracking-wide text-gold-300 uppercase transition hover:bg-gold-400 hover:text-ink"
              >
                <Phone size={16} />
                {t('home.policy.call')} <span dir="ltr">{store.phone}</span>
              </a>
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-px self-center overflow-hidden rounded-2xl bg-ivory/10">
            {stats().map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse bg-ink p-6 text-center sm:p-8">
                <dt className="mt-2 text-xs tracking-[0.2em] text-ivory/75 uppercase">{stat.label}</dt>
                <dd dir="ltr" className="font-serif text-4xl font-semibold text-gold-300 sm:text-5xl">
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
