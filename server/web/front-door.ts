import { parse as parseCookies } from 'cookie';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, localizedPath } from '#domain/i18n/languages.ts';

/**
 * The shop's front door opens in the language the shopper last chose with the switcher: the
 * address to send them to, or undefined. Every other address (a shared link) keeps its own language.
 */
export function frontDoorRedirect(request: FastifyRequest): string | undefined {
  if (request.url.split('?')[0] !== '/') return undefined;
  const chosen = parseCookies(request.headers.cookie ?? '')[LANGUAGE_COOKIE];
  return isLanguage(chosen) && chosen !== DEFAULT_LANGUAGE ? localizedPath('/', chosen) : undefined;
}
