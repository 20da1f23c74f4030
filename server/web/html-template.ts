import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { InitialQuery } from '#domain/query-keys.ts';
import { DEFAULT_LANGUAGE, textDirection, type Language } from '#domain/i18n/languages.ts';
import type { BrowserTextPart } from '#domain/i18n/parts.ts';

/** What the server writes into the page head before the app loads. */
export interface HeadTags {
  title: string;
  description: string;
  canonicalUrl: string;
  og?: Record<string, string>;
  jsonLd?: unknown;
  /** An image the page paints first (its LCP), preloaded with high priority. */
  preloadImage?: { src: string; srcSet?: string | undefined; sizes?: string | undefined };
  /** The page's own code chunks (lazy routes), fetched alongside the entry script. */
  modulePreloads?: string[];
  /** The parts of the catalogue of texts the page needs beyond the shell's (preloaded). */
  textParts?: readonly BrowserTextPart[];
  /** The same page in each language ('en' → its address), written as hreflang links. */
  alternates?: Record<string, string>;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

/** JSON inside <script>: `<` is escaped so no value can close the tag. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function renderHead(tags: HeadTags): string {
  const lines = [
    `<title>${escapeHtml(tags.title)}</title>`,
    `<meta name="description" content="${escapeHtml(tags.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(tags.canonicalUrl)}" />`,
  ];
  const alternates = Object.entries(tags.alternates ?? {});
  for (const [language, href] of alternates) {
    lines.push(`<link rel="alternate" hreflang="${escapeHtml(language)}" href="${escapeHtml(href)}" />`);
  }
  if (tags.alternates?.[DEFAULT_LANGUAGE]) {
    lines.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(tags.alternates[DEFAULT_LANGUAGE])}" />`);
  }
  const og = { 'og:title': tags.title, 'og:description': tags.description, 'og:url': tags.canonicalUrl, ...tags.og };
  for (const [property, content] of Object.entries(og)) {
    lines.push(`<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}" />`);
  }
  if (tags.preloadImage) {
    const { src, srcSet, sizes } = tags.preloadImage;
    const responsive = srcSet && sizes ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes)}"` : '';
    lines.push(`<link rel="preload" as="image" href="${escapeHtml(src)}"${responsive} fetchpriority="high" />`);
  }
  for (const href of tags.modulePreloads ?? []) lines.push(`<link rel="modulepreload" href="${escapeHtml(href)}" />`);
  if (tags.jsonLd) lines.push(`<script type="application/ld+json">${scriptJson(tags.jsonLd)}</script>`);
  return lines.join('\n    ');
}

const ROOT = '<div id="root"></div>';
const HTML_TAG = '<html lang="en">';

/**
 * The built index.html cut at its markers where the head tags, the server-rendered page and the
 * embedded query data go. Pages are put together by concatenation only, never by
 * `String.replace` with a string: its `$&`, `` $` `` and `$'` would paste template HTML (the
 * module scripts) wherever a product or a user's name contains them.
 */
export class HtmlTemplate {
  private constructor(
    /** Up to `<html …>`, which is written with the page's language and direction. */
    private readonly beforeHtml: string,
    private readonly before: string,
    /** From the end of the head markers up to `<div id="root">`. */
    private readonly beforeRoot: string,
    /** From `</div>` of the empty root up to the data marker. */
    private readonly afterRoot: string,
    private readonly after: string,
  ) {}

  static load(distDir: string): HtmlTemplate {
    const html = readFileSync(join(distDir, 'index.html'), 'utf8');
    const headMatch = /<!--app-head-->[\s\S]*?<!--\/app-head-->/.exec(html);
    const dataMarker = '<!--app-data-->';
    const dataAt = html.indexOf(dataMarker);
    if (!headMatch || dataAt < 0) throw new Error('index.html lacks the app-head / app-data markers');
    const between = html.slice(headMatch.index + headMatch[0].length, dataAt);
    const rootAt = between.indexOf(ROOT);
    if (rootAt < 0) throw new Error(`index.html lacks ${ROOT} between the app-head and app-data markers`);
    const htmlAt = html.indexOf(HTML_TAG);
    if (htmlAt < 0 || htmlAt > headMatch.index) throw new Error(`index.html lacks ${HTML_TAG}`);
    return new HtmlTemplate(
      html.slice(0, htmlAt),
      html.slice(htmlAt + HTML_TAG.length, headMatch.index),
      between.slice(0, rootAt + ROOT.length - '</div>'.length),
      between.slice(rootAt + ROOT.length - '</div>'.length),
      html.slice(dataAt + dataMarker.length),
    );
  }

  /** `appHtml`: the page already rendered by the server, placed inside #root. */
  render(head: HeadTags, initialQueries: readonly InitialQuery[], appHtml = '', language: Language = 'en'): string {
    const data = initialQueries.length
      ? `<script type="application/json" id="initial-data">${scriptJson(initialQueries)}</script>`
      : '';
    // data-hydrating: no transition starts until the script has taken the page over (index.css).
    const htmlTag = `<html lang="${language}" dir="${textDirection(language)}" data-hydrating>`;
    return (
      this.beforeHtml +
      htmlTag +
      this.before +
      renderHead(head) +
      this.beforeRoot +
      appHtml +
      this.afterRoot +
      data +
      this.after
    );
  }
}
