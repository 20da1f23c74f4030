import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LANGUAGES, localizedPath, pathWithoutLanguage } from '#domain/i18n/languages.ts';
import { pageList, PAGES, type Page } from '#domain/pages/pages.ts';
import { replyWithProblem } from '../plugins/errors.ts';
import { frontDoorRedirect } from '../web/front-door.ts';
import { HtmlTemplate } from '../web/html-template.ts';
import { PAGE_DATA, type PageData } from '../web/page-data.ts';
import { pageHead } from '../web/page-head.ts';
import { loadPageRenderer } from '../web/page-renderer.ts';
import { pageSender } from '../web/page-sender.ts';
import { robotsRoute } from '../web/robots.ts';
import { routeChunks } from '../web/route-chunks.ts';
import { sitemapRoute } from '../web/sitemap.ts';

interface WebOptions {
  /** The Vite build; without it (API-only tests) only the JSON not-found answer is set up. */
  distDir: string | undefined;
  /** Vite's SSR build of the app; without it pages are rendered by the browser alone. */
  serverBuildDir?: string | undefined;
  publicUrl: string;
}

const PAGE_ROUTE = { config: { access: 'public' }, schema: { hide: true } } as const;

/**
 * Serves the built React app: hashed assets with long caching, and every page of
 * domain/pages/pages.ts as index.html with its own head, embedded data and server rendering.
 */
async function web(app: FastifyInstance, options: WebOptions) {
  const { distDir, publicUrl } = options;
  if (!distDir || !existsSync(join(distDir, 'index.html'))) {
    if (distDir) app.log.warn(`No web build in ${distDir}: run "npm run build" (npm start does it for you).`);
    app.setNotFoundHandler(notFoundJson);
    return;
  }
  const absolute = (path: string) => `${publicUrl}${path}`;
  const chunksOf = routeChunks(distDir);
  const renderPage = options.serverBuildDir ? await loadPageRenderer(options.serverBuildDir) : undefined;
  const send = pageSender(app, { template: HtmlTemplate.load(distDir), renderPage, chunksOf, absolute });
  const head = (page: Page, path: string, data?: PageData) => pageHead(page, path, absolute, chunksOf, data?.head);
  const notFound = (path: string) => ({
    page: PAGES.notFound,
    status: 404,
    head: head(PAGES.notFound, path),
    queries: [],
  });

  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, path) {
      const immutable = path.includes(`${join(distDir, 'assets')}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=86400');
    },
  });

  for (const page of pageList().filter((page) => page.path !== '*')) {
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const redirect = frontDoorRedirect(request);
      if (redirect) return reply.header('cache-control', 'private, no-cache').redirect(redirect);
      const path = request.url.split('?')[0] ?? page.path;
      return send(request, reply, async () => {
        const data = page.embeds ? await PAGE_DATA[page.embeds](app, { request, path, absolute }) : { queries: [] };
        if (!data) return notFound(path);
        return { page, status: 200, head: head(page, path, data), queries: data.queries, productIds: data.productIds };
      });
    };
    // An address in a language the page lacks leads to the page in its own (the dashboard is English only).
    const toOwnLanguage = async (request: FastifyRequest, reply: FastifyReply) =>
      reply.redirect(localizedPath(pathWithoutLanguage(request.url), page.languages[0]!));
    for (const language of LANGUAGES) {
      const address = localizedPath(page.path, language);
      // A page with its own table of pages answers for every address below it too.
      const addresses = page.layout === 'dashboard' ? [address, `${address}/*`] : [address];
      for (const url of addresses) {
        app.get(url, PAGE_ROUTE, page.languages.includes(language) ? handler : toOwnLanguage);
      }
    }
  }
  robotsRoute(app, absolute);
  sitemapRoute(app, absolute);

  // Any other page: the app renders its not-found screen, and crawlers get a real 404.
  app.setNotFoundHandler(async (request: FastifyRequest, reply) => {
    const wantsHtml =
      request.method === 'GET' &&
      !request.url.startsWith('/api') &&
      (request.headers.accept ?? '').includes('text/html');
    if (wantsHtml) return send(request, reply, async () => notFound(request.url.split('?')[0] ?? '/'));
    return notFoundJson(request, reply);
  });
}

/** Wrapped so its not-found handler is the app's own (a root-level concern). */
export const webRoutes = fp(web, { name: 'web', dependencies: ['services'] });

function notFoundJson(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0];
  const problem = { reason: 'problem.request.noRoute', values: { method: request.method, path: path ?? '' } } as const;
  return replyWithProblem(request, reply, 404, 'not_found', problem);
}
