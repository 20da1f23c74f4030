import type { MessageId } from '#web/lib/i18n.ts';
import type { StoreService } from '#web/lib/store-texts.ts';

export type Service = StoreService;

/** One line per service in settings.ts (catalogue ids); a new service there fails the type check until it is described here. */
export const SERVICE_DETAILS: Record<Service, MessageId> = {
  'Custom jewelry design': 'about.service.design',
  'Jewelry repair & resizing': 'about.service.repair',
  'Gold buying & exchange': 'about.service.buying',
  Engraving: 'about.service.engraving',
  Appraisals: 'about.service.appraisals',
  'Cleaning & polishing': 'about.service.cleaning',
};
