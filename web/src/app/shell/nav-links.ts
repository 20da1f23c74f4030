import { paths } from '#web/config/paths.ts';

/** The main navigation, shared by the desktop bar and the mobile menu. */
export const NAV_LINKS = [
  { label: 'Home', to: paths.home.getHref(), end: true },
  { label: 'Collection', to: paths.collection.getHref(), end: false },
  { label: 'About', to: paths.about.getHref(), end: false },
  { label: 'Contact', to: paths.contact.getHref(), end: false },
] as const;
