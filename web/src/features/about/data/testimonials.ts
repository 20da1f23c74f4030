export interface Testimonial {
  quote: string;
  name: string;
  place: string;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      'They resized my grandmother’s 22K bangle and it came back looking new. They explained every step, and the price by the gram, before touching it.',
    name: 'Layla H.',
    place: 'Metairie, LA',
  },
  {
    quote:
      'We designed our wedding rings with them from a pencil sketch. The craftsmanship is beautiful and the rings were ready a week before the wedding.',
    name: 'Omar & Sara K.',
    place: 'Houston, TX',
  },
  {
    quote:
      'Honest gold prices and real certificates. I have bought my family’s Eid gifts here for fifteen years and I would not go anywhere else.',
    name: 'Mariam A.',
    place: 'Kenner, LA',
  },
];
