import type { FastifyInstance } from 'fastify';
import { LANGUAGES, localizedPath } from '#domain/i18n/languages.ts';
import { pageList } from '#domain/pages/pages.ts';
import type { Absolute } from './page-head.ts';

/**
 * What robots.txt keeps crawlers out of, in every language: the first segment of each private
 * page's address, so '/account/orders' closes '/account' and any account page added later.
 */
export const privateSections = (): string[] => [
  ...new Set(
    pageList()
      .filter((page) => page.private)
      .map((page) => `/${page.path.split('/')[1]}`),
  ),
];

export function robotsTxt(absolute: Absolute): string {
  const disallowed = privateSections().flatMap((section) =>
    LANGUAGES.map((language) => `Disallow: ${localizedPath(section, language)}\n`),
  );
  return `User-agent: *\nAllow: /\nDisallow: /api/\n${disallowed.join('')}\nSitemap: ${absolute('/sitemap.xml')}\n`;
}

export function robotsRoute(app: FastifyInstance, absolute: Absolute) {
  const text = robotsTxt(absolute);
  app.get('/robots.txt', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(text),
  );
}
