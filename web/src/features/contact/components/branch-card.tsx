import { Clock, Mail, MapPin, Navigation, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { branchAddress, directionsHref, mapEmbedSrc, whatsappHref, type Branch } from '#domain/store/settings.ts';
import { WhatsAppIcon } from '#web/components/ui/brand-icons.tsx';
import { t } from '#web/lib/i18n.ts';
import { branchLabel, branchName, isolate, storeHours, storeName } from '#web/lib/store-texts.ts';

/** `+1 (504) 555-0142` → `tel:+15045550142`. */
const telHref = (phone: string) => `tel:+${phone.replace(/\D/g, '')}`;

function ContactRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-gold-50 text-gold-600">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-[0.18em] text-ink-soft uppercase">{label}</p>
        <div className="mt-0.5 text-ink">{children}</div>
      </div>
    </li>
  );
}

const linkClass = 'font-medium underline decoration-gold-300 underline-offset-4 transition hover:text-gold-700';

export function BranchCard({ branch }: { branch: Branch }) {
  const headingId = `branch-${branch.id}`;
  const name = branchName(branch);
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-gold-100"
    >
      {/* Fixed aspect ratio so the lazy map never shifts the layout. */}
      <div className="aspect-[16/10] bg-sand">
        <iframe
          title={t('contact.map', { name, address: isolate(branchAddress(branch)) })}
          src={mapEmbedSrc(branch)}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="h-full w-full border-0"
        />
      </div>
      <div className="flex flex-1 flex-col p-6 sm:p-8">
        <p className="text-xs font-semibold tracking-[0.25em] text-gold-700 uppercase">{branchLabel(branch)}</p>
        <h2 id={headingId} className="mt-1 text-3xl font-semibold text-ink sm:text-4xl">
          {name}
        </h2>

        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-1">
          <ContactRow icon={<MapPin size={17} aria-hidden="true" />} label={t('contact.address')}>
            <address className="not-italic">
              <bdi>{branch.street}</bdi>
              <br />
              <bdi>
                {branch.city}, {branch.region} {branch.postalCode}
              </bdi>
            </address>
          </ContactRow>
          <ContactRow icon={<Phone size={17} aria-hidden="true" />} label={t('contact.phone')}>
            <a href={telHref(branch.phone)} dir="ltr" className={linkClass}>
              {branch.phone}
            </a>
          </ContactRow>
          <ContactRow icon={<WhatsAppIcon size={17} />} label={t('contact.whatsapp')}>
            <a
              href={whatsappHref(branch.whatsapp, t('contact.whatsappMessage', { shop: storeName(), branch: name }))}
              target="_blank"
              rel="noopener noreferrer"
              className={linkClass}
            >
              {t('contact.messageUs')}
              <span className="sr-only"> {t('contact.messageUsHint')}</span>
            </a>
          </ContactRow>
          <ContactRow icon={<Mail size={17} aria-hidden="true" />} label={t('contact.email')}>
            <a href={`mailto:${branch.email}`} dir="ltr" className={`${linkClass} break-words`}>
              {branch.email}
            </a>
          </ContactRow>
        </ul>

        <h3 className="mt-8 flex items-center gap-2 font-sans text-xs font-semibold tracking-[0.18em] text-ink-soft uppercase">
          <Clock size={15} className="text-gold-600" aria-hidden="true" />
          {t('contact.openingHours')}
        </h3>
        <dl className="mt-3 divide-y divide-gold-100 rounded-2xl bg-ivory px-4 text-sm ring-1 ring-gold-100">
          {storeHours().map((row) => (
            <div key={row.id} className="flex justify-between gap-4 py-2.5">
              <dt className="font-medium text-ink">{row.days}</dt>
              <dd className="text-ink-soft">{row.hours}</dd>
            </div>
          ))}
        </dl>

        <div className="mt-8 flex flex-1 flex-wrap items-end gap-3">
          <a href={directionsHref(branch)} target="_blank" rel="noopener noreferrer" className="btn-gold">
            <Navigation size={16} aria-hidden="true" />
            {t('contact.directions')}
            <span className="sr-only"> {t('contact.directionsHint', { name })}</span>
          </a>
          <a href={telHref(branch.phone)} className="btn-outline">
            <Phone size={16} aria-hidden="true" />
            {t('contact.call')}
            <span className="sr-only"> {t('contact.callName', { name })}</span>
          </a>
        </div>
      </div>
    </article>
  );
}
