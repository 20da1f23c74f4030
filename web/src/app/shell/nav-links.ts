import { paths } from '#web/config/paths.ts';
import { t } from '#web/lib/i18n.ts';

/** The main navigation, shared by the desktop bar and the mobile menu (a function: its labels are in the page's language). */
export const navLinks = () =>
  [
    { label: t('shell.nav.home'), to: paths.home.getHref(), end: true },
    { label: t('shell.nav.collection'), to: paths.collection.getHref(), end: false },
    { label: t('shell.nav.about'), to: paths.about.getHref(), end: false },
    { label: t('shell.nav.contact'), to: paths.contact.getHref(), end: false },
  ] as const;
