import type { store } from '#domain/store/settings.ts';

export type Service = (typeof store.services)[number];

/** One line per service in settings.ts; a new service there fails the type check until it is described here. */
export const SERVICE_DETAILS: Record<Service, string> = {
  'Custom jewelry design': 'From a sketch or a family photo to a finished piece, drawn and made at our own bench.',
  'Jewelry repair & resizing': 'Broken chains, loose stones and rings that no longer fit, repaired while you wait when we can.',
  'Gold buying & exchange': 'Sell or trade your gold at the live metal rate, weighed and tested in front of you.',
  Engraving: 'Names, dates and Arabic calligraphy engraved by hand on rings, pendants and bangles.',
  Appraisals: 'Written valuations for insurance and inheritance, with the weight and purity of every piece.',
  'Cleaning & polishing': 'Ultrasonic cleaning and a mirror polish that brings back the shine of the first day.',
};
