import type { ComponentType } from 'react';
import { store, whatsappHref } from '#domain/store/settings.ts';
import { FacebookIcon, InstagramIcon, TikTokIcon, WhatsAppIcon, YouTubeIcon } from '#web/components/ui/brand-icons.tsx';
import { t } from '#web/lib/i18n.ts';

type SocialLink = {
  label: string;
  handle: string;
  ltr?: boolean;
  href: string;
  Icon: ComponentType<{ size?: number }>;
};

const links = (): SocialLink[] => [
  { label: 'Instagram', handle: t('contact.social.instagram'), href: store.social.instagram, Icon: InstagramIcon },
  { label: 'Facebook', handle: t('contact.social.facebook'), href: store.social.facebook, Icon: FacebookIcon },
  { label: 'TikTok', handle: t('contact.social.tiktok'), href: store.social.tiktok, Icon: TikTokIcon },
  { label: 'YouTube', handle: t('contact.social.youtube'), href: store.social.youtube, Icon: YouTubeIcon },
  { label: 'WhatsApp', handle: store.phone, ltr: true, href: whatsappHref(), Icon: WhatsAppIcon },
];

export function SocialLinks() {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      {links().map(({ label, handle, ltr, href, Icon }) => (
        <li key={label}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className="group flex items-center gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gold-100 transition hover:shadow-md hover:ring-gold-400"
          >
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-gold-50 text-gold-600 transition group-hover:bg-gold-600 group-hover:text-white">
              <Icon size={20} />
            </span>
            <span className="min-w-0">
              <span className="block font-semibold text-ink">
                {label}
                <span className="sr-only"> {t('contact.newTab')}</span>
              </span>
              <span dir={ltr ? 'ltr' : undefined} className="block truncate text-sm text-ink-soft">
                {handle}
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
