import type { StoreServiceId } from '#domain/store/settings.ts';
import type { MessageId } from '#web/lib/i18n.ts';

/** One line per service in settings.ts (catalogue ids); a new service there fails the type check until it is described here. */
export const SERVICE_DETAILS: Record<StoreServiceId, MessageId> = {
  design: 'about.service.design',
  repair: 'about.service.repair',
  buying: 'about.service.buying',
  engraving: 'about.service.engraving',
  appraisals: 'about.service.appraisals',
  cleaning: 'about.service.cleaning',
};
