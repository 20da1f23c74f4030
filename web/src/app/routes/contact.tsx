import { PAGE_META } from '#domain/seo/pages.ts';
import { Mail, Phone } from 'lucide-react';
import { store, whatsappHref } from '#domain/store/settings.ts';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { WhatsAppIcon } from '#web/components/ui/brand-icons.tsx';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { BranchCard } from '#web/features/contact/components/branch-card.tsx';
import { SocialLinks } from '#web/features/contact/components/social-links.tsx';
import { t } from '#web/lib/i18n.ts';
import { storeName, yearsClaim } from '#web/lib/store-texts.ts';

const quickLinkClass =
  'inline-flex items-center gap-2 rounded-full bg-white px-5 py-3 text-sm font-semibold text-ink shadow-sm ring-1 ring-gold-100 transition hover:ring-gold-400';

export function ContactRoute() {
  return (
    <>
      <PageMeta page={PAGE_META.contact} />
      <section aria-labelledby="contact-title" className="bg-sand/60">
        <div className="container-page py-14 text-center sm:py-20">
          <p className="text-xs font-semibold tracking-[0.25em] text-gold-700 uppercase">{t('contact.eyebrow')}</p>
          <h1 id="contact-title" className="mt-3 text-5xl font-semibold text-ink sm:text-6xl">
            {t('contact.title')}
          </h1>
          <span aria-hidden="true" className="mx-auto mt-5 block h-px w-16 bg-gold-400" />
          <p className="mx-auto mt-5 max-w-2xl text-lg text-ink-soft">{t('contact.intro', { years: yearsClaim() })}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <a href={store.phoneHref} className={quickLinkClass}>
              <Phone size={16} className="text-gold-600" aria-hidden="true" />
              <span dir="ltr">{store.phone}</span>
            </a>
            <a href={whatsappHref()} target="_blank" rel="noopener noreferrer" className={quickLinkClass}>
              <WhatsAppIcon size={16} className="text-gold-600" />
              WhatsApp<span className="sr-only"> {t('contact.newTab')}</span>
            </a>
            <a href={`mailto:${store.email}`} className={quickLinkClass}>
              <Mail size={16} className="text-gold-600" aria-hidden="true" />
              <span dir="ltr">{store.email}</span>
            </a>
          </div>
        </div>
      </section>

      <div className="container-page grid gap-8 py-14 sm:py-20 lg:grid-cols-2">
        {store.branches.map((branch) => (
          <BranchCard key={branch.id} branch={branch} />
        ))}
      </div>

      <section aria-labelledby="social-heading" className="border-t border-gold-100 bg-sand/60 py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading
            id="social-heading"
            eyebrow={t('contact.social.eyebrow')}
            title={t('contact.social.title', { name: storeName() })}
            subtitle={t('contact.social.subtitle')}
          />
          <div className="mt-10">
            <SocialLinks />
          </div>
        </div>
      </section>
    </>
  );
}
