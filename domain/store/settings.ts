/**
 * Everything the pages say about the business lives here, so a change of phone number,
 * address or hours is one edit. Pure data: read by the server (SEO, JSON-LD) and the web app.
 */

export type BranchId = 'louisiana' | 'houston';

export interface Branch {
  id: BranchId;
  name: string;
  label: string;
  street: string;
  city: string;
  region: string;
  postalCode: string;
  phone: string;
  whatsapp: string;
  email: string;
  location: { lat: number; lng: number };
  /** The IANA zone the branch keeps its hours and visits in. */
  timeZone: string;
}

export interface OpeningHours {
  /** What the row's texts are found under in the catalogues (domain/store/store-texts.ts). */
  id: 'weekdays' | 'saturday' | 'sunday' | 'holidays';
  days: string;
  hours: string;
}

/** The shop's services, by the id their texts are found under in the catalogues. */
export const STORE_SERVICES = {
  design: 'Custom jewelry design',
  repair: 'Jewelry repair & resizing',
  buying: 'Gold buying & exchange',
  engraving: 'Engraving',
  appraisals: 'Appraisals',
  cleaning: 'Cleaning & polishing',
} as const;
export type StoreServiceId = keyof typeof STORE_SERVICES;

export const store = {
  name: 'Al Zahra Jewelers',
  tagline: 'Arabic gold, silver, platinum & diamond jewelry since 1985',
  description:
    'Family-owned Arabic jewelry house offering 18K and 22K gold, silver, platinum and diamond pieces priced by the live metal rate, with stores in Louisiana and Houston.',
  foundedYear: 1985,
  yearsClaim: '40+',
  phone: '+1 (504) 555-0142',
  phoneHref: 'tel:+15045550142',
  whatsappNumber: '15045550142',
  email: 'hello@alzahrajewelers.com',
  /** The karats of gold the shop sells. */
  goldKarats: [18, 22],
  returnWindowDays: 30,
  /** Trust claims made in the footer, the home page and the about page. */
  claims: {
    certifiedDealer: 'Certified gold dealer',
    authenticity: 'Lifetime authenticity guarantee',
  },
  /** Figures of the home page's stats strip. */
  stats: { customers: '1000+', authentic: '100%', support: '24/7' },
  hours: [
    { id: 'weekdays', days: 'Mon-Fri', hours: '10:00 AM-7:00 PM' },
    { id: 'saturday', days: 'Sat', hours: '10:00 AM-6:00 PM' },
    { id: 'sunday', days: 'Sun', hours: '12:00 PM-5:00 PM' },
    { id: 'holidays', days: 'Holidays', hours: 'By appointment' },
  ] satisfies OpeningHours[],
  branches: [
    {
      id: 'louisiana',
      name: 'Louisiana Main Store',
      label: 'Main store',
      street: '3301 Veterans Memorial Blvd',
      city: 'Metairie',
      region: 'LA',
      postalCode: '70002',
      phone: '+1 (504) 555-0142',
      whatsapp: '15045550142',
      email: 'louisiana@alzahrajewelers.com',
      location: { lat: 30.0064, lng: -90.1777 },
      timeZone: 'America/Chicago',
    },
    {
      id: 'houston',
      name: 'Houston Branch',
      label: 'Branch',
      street: '9600 Bellaire Blvd',
      city: 'Houston',
      region: 'TX',
      postalCode: '77036',
      phone: '+1 (713) 555-0187',
      whatsapp: '17135550187',
      email: 'houston@alzahrajewelers.com',
      location: { lat: 29.7053, lng: -95.5497 },
      timeZone: 'America/Chicago',
    },
  ] satisfies Branch[],
  social: {
    facebook: 'https://www.facebook.com/alzahrajewelers',
    instagram: 'https://www.instagram.com/alzahrajewelers',
    tiktok: 'https://www.tiktok.com/@alzahrajewelers',
    youtube: 'https://www.youtube.com/@alzahrajewelers',
  },
  services: Object.values(STORE_SERVICES),
} as const;

export function whatsappHref(number: string = store.whatsappNumber, text?: string): string {
  const query = text ? `?text=${encodeURIComponent(text)}` : '';
  return `https://wa.me/${number}${query}`;
}

export function branchAddress(branch: Branch): string {
  return `${branch.street}, ${branch.city}, ${branch.region} ${branch.postalCode}`;
}

export function directionsHref(branch: Branch): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(branchAddress(branch))}`;
}

/** OpenStreetMap embed: needs no API key. Its origin is allowed by the CSP. */
export const MAP_EMBED_ORIGIN = 'https://www.openstreetmap.org';

export function mapEmbedSrc(branch: Branch): string {
  const { lat, lng } = branch.location;
  const d = 0.01;
  const bbox = [lng - d, lat - d, lng + d, lat + d].join(',');
  return `${MAP_EMBED_ORIGIN}/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lng}`;
}
