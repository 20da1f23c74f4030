import { whatsappHref } from '#domain/store/settings.ts';
import { WhatsAppIcon } from '#web/components/ui/brand-icons.tsx';
import { t } from '#web/lib/i18n.ts';

/** Floating chat shortcut; WhatsApp's dark teal keeps the white mark above 3:1 contrast. */
export function WhatsAppButton() {
  return (
    <a
      href={whatsappHref()}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('shell.whatsapp.label')}
      title={t('shell.whatsapp.title')}
      className="fixed end-4 bottom-4 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-[#128c7e] text-white shadow-lg shadow-ink/20 ring-4 ring-white/70 transition hover:scale-105 hover:bg-[#075e54] sm:end-6 sm:bottom-6"
    >
      <WhatsAppIcon size={28} strokeWidth={1.9} />
    </a>
  );
}
