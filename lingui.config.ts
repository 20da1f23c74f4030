import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-json';

// The catalogues of the shop's texts, one per language, read by the Vite plugin (compiled into
// the web app, so the browser ships no message parser) and by the server (mails, page titles).
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/domain/i18n/catalogues/{locale}', include: ['web/src'] }],
  format: formatter({ style: 'minimal' }),
});
