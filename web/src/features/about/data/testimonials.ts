import type { MessageId } from '#web/lib/i18n.ts';

/** Catalogue ids: the page reads them in its language. */
export interface Testimonial {
  id: string;
  quote: MessageId;
  name: MessageId;
  place: MessageId;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    id: 'layla',
    quote: 'about.testimonial.layla.quote',
    name: 'about.testimonial.layla.name',
    place: 'about.testimonial.layla.place',
  },
  {
    id: 'omar-sara',
    quote: 'about.testimonial.omarSara.quote',
    name: 'about.testimonial.omarSara.name',
    place: 'about.testimonial.omarSara.place',
  },
  {
    id: 'mariam',
    quote: 'about.testimonial.mariam.quote',
    name: 'about.testimonial.mariam.name',
    place: 'about.testimonial.mariam.place',
  },
];
