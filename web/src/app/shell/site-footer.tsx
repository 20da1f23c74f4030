import { BadgeCheck, Clock, Gem, Mail, MapPin, Phone, ShieldCheck } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { store, whatsappHref } from '#domain/store/settings.ts';
import { paths } from '#web/config/paths.ts';
import { FacebookIcon, InstagramIcon, TikTokIcon, WhatsAppIcon, YouTubeIcon } from '#web/components/ui/brand-icons.tsx';
import { t } from '#web/lib/i18n.ts';
import { branchName, storeHours, storeServices } from '#web/lib/store-texts.ts';
import { WhatsAppButton } from './whatsapp-button.tsx';

const mainBranch = store.branches[0];

const SOCIAL_LINKS: { label: string; href: string; Icon: ComponentType<{ size?: number }> }[] = [
  { label: 'Facebook', href: store.social.facebook, Icon: FacebookIcon },
  { label: 'Instagram', href: store.social.instagram, Icon: InstagramIcon },
  { label: 'TikTok', href: store.social.tiktok, Icon: TikTokIcon },
  { label: 'YouTube', href: store.social.youtube, Icon: YouTubeIcon },
  { label: 'WhatsApp', href: whatsappHref(), Icon: WhatsAppIcon },
];

const aboutLinks = () => [
  { label: t('shell.footer.ourStory'), to: paths.about.getHref() },
  { label: t('shell.nav.collection'), to: paths.collection.getHref() },
  { label: t('shell.footer.visitOurStores'), to: paths.contact.getHref() },
  { label: t('shell.footer.sizeGuide'), to: paths.sizeGuide.getHref() },
  { label: t('shell.nav.wishlist'), to: paths.wish.getHref() },
];

// Placeholders until the legal pages exist: they lead to the contact page rather than nowhere.
const legalLinks = () => [t('shell.footer.privacy'), t('shell.footer.terms'), t('shell.footer.refunds')];

const headingClass = 'font-sans text-xs font-semibold tracking-[0.25em] text-gold-300 uppercase';
const linkClass = 'transition hover:text-gold-300';

export function SiteFooter() {
  return (
    <footer className="bg-ink text-ivory/80 print:hidden">
      <div className="container-page grid gap-12 py-16 sm:grid-cols-2 lg:grid-cols-12">
        <FooterBrand />
        <FooterVisit />
        <div className="lg:col-span-3">
          <h2 className={headingClass}>{t('shell.footer.services')}</h2>
          <ul className="mt-5 space-y-2.5 text-sm">
            {storeServices().map((service) => (
              <li key={service.id}>{service.name}</li>
            ))}
          </ul>
        </div>

        <div className="lg:col-span-2">
          <h2 className={headingClass}>{t('shell.footer.about')}</h2>
          <ul className="mt-5 space-y-2.5 text-sm">
            {aboutLinks().map((link) => (
              <li key={link.label}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <FooterLegal />
      {/* Fixed to the viewport; it lives in the footer landmark for screen-reader structure. */}
      <WhatsAppButton />
    </footer>
  );
}

/** The shop's name and promise, its certifications, and its social accounts. */
function FooterBrand() {
  return (
    <div className="lg:col-span-4">
      <Link to={paths.home.getHref()} className="inline-flex items-center gap-2.5">
        <Gem size={26} strokeWidth={1.5} className="text-gold-400" />
        <span className="font-serif text-2xl font-semibold text-ivory">{t('shell.store.name')}</span>
      </Link>
      <p className="mt-4 max-w-sm text-sm leading-relaxed">{t('shell.store.tagline', { year: store.foundedYear })}.</p>
      <ul className="mt-6 space-y-2 text-sm text-ivory">
        <li className="flex items-center gap-2">
          <BadgeCheck size={18} className="text-gold-400" />
          {t('shell.store.certifiedDealer')}
        </li>
        <li className="flex items-center gap-2">
          <ShieldCheck size={18} className="text-gold-400" />
          {t('shell.store.authenticity')}
        </li>
      </ul>
      <ul className="mt-6 flex flex-wrap gap-2">
        {SOCIAL_LINKS.map(({ label, href, Icon }) => (
          <li key={label}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('shell.newTab', { label })}
              title={label}
              className="flex h-10 w-10 items-center justify-center rounded-full border border-ivory/20 text-ivory transition hover:border-gold-400 hover:text-gold-300"
            >
              <Icon size={18} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Where the main branch is, how to reach it, and when it is open. */
function FooterVisit() {
  return (
    <div className="lg:col-span-3">
      <h2 className={headingClass}>{t('shell.footer.visitUs')}</h2>
      <address className="mt-5 space-y-3 text-sm not-italic">
        {mainBranch ? (
          <p className="flex gap-3">
            <MapPin size={18} className="mt-0.5 shrink-0 text-gold-400" />
            <span>
              <span className="block font-medium text-ivory">{branchName(mainBranch)}</span>
              <bdi>{mainBranch.street}</bdi>
              <br />
              <bdi>
                {mainBranch.city}, {mainBranch.region} {mainBranch.postalCode}
              </bdi>
            </span>
          </p>
        ) : null}
        <p className="flex gap-3">
          <Phone size={18} className="mt-0.5 shrink-0 text-gold-400" />
          <a href={store.phoneHref} dir="ltr" className={linkClass}>
            {store.phone}
          </a>
        </p>
        <p className="flex gap-3">
          <Mail size={18} className="mt-0.5 shrink-0 text-gold-400" />
          <a href={`mailto:${store.email}`} dir="ltr" className={`${linkClass} break-all`}>
            {store.email}
          </a>
        </p>
      </address>
      <h2 className={`${headingClass} mt-8`}>{t('shell.footer.hours')}</h2>
      <dl className="mt-5 space-y-1.5 text-sm">
        {storeHours().map((row) => (
          <div key={row.id} className="flex gap-3">
            <Clock size={16} className="mt-0.5 shrink-0 text-gold-400" />
            <dt className="w-24 shrink-0 text-ivory">{row.days}</dt>
            <dd>{row.hours}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The copyright line and the legal links. */
function FooterLegal() {
  const year = new Date().getFullYear();
  return (
    <div className="border-t border-ivory/10">
      <div className="container-page flex flex-col gap-4 py-6 text-xs sm:flex-row sm:items-center sm:justify-between">
        <p>{t('shell.footer.copyright', { year, name: t('shell.store.name') })}</p>
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {legalLinks().map((label) => (
            <li key={label}>
              <Link to={paths.contact.getHref()} className={linkClass}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
