import { ArrowRight, CalendarDays, PenLine } from 'lucide-react';
import { Link } from 'react-router';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { paths } from '#web/config/paths.ts';
import { BLOG_EXCERPT_LENGTH, BLOG_POSTS, type BlogPost } from '../data/blog-posts.ts';
import { artSrcSet } from '#web/lib/art-src-set.ts';
import { AntiqueBanner } from './antique-banner.tsx';
import { formatCalendarDate } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n.ts';

function excerpt(text: string): string {
  return text.length > BLOG_EXCERPT_LENGTH ? `${text.slice(0, BLOG_EXCERPT_LENGTH).trimEnd()}…` : text;
}

export function BlogSection() {
  return (
    <section aria-labelledby="blogs-heading" className="bg-sand/60 py-20 sm:py-24">
      <div className="container-page">
        <SectionHeading
          id="blogs-heading"
          eyebrow={t('home.blog.eyebrow')}
          title={t('home.blog.title')}
          subtitle={t('home.blog.subtitle')}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {BLOG_POSTS.map((post) => (
            <li key={post.id}>
              <BlogCard post={post} />
            </li>
          ))}
        </ul>
        <AntiqueBanner />
      </div>
    </section>
  );
}

function BlogCard({ post }: { post: BlogPost }) {
  const name = t(post.name);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-gold-100">
      <img
        src={post.image}
        srcSet={artSrcSet(post.image, 800)}
        sizes="(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw"
        width={800}
        height={500}
        alt=""
        loading="lazy"
        decoding="async"
        className="aspect-[16/10] w-full bg-sand object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-soft">
          <span className="flex items-center gap-1.5">
            <PenLine size={13} className="text-gold-600" />
            <span className="sr-only">{t('home.blog.writtenBy')} </span>
            {t(post.writer)}
          </span>
          <span className="flex items-center gap-1.5">
            <CalendarDays size={13} className="text-gold-600" />
            <time dateTime={post.date}>{formatCalendarDate(post.date)}</time>
          </span>
        </p>
        <h3 className="mt-3 text-xl leading-snug font-semibold text-ink">{name}</h3>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-soft">{excerpt(t(post.blog))}</p>
        <Link
          to={paths.collection.getHref()}
          className="mt-5 inline-flex items-center gap-1.5 self-start text-sm font-semibold text-gold-700 hover:text-ink"
        >
          {t('home.blog.shopTheLook')}
          <span className="sr-only">: {name}</span>
          <ArrowRight size={15} className="rtl:-scale-x-100" />
        </Link>
      </div>
    </article>
  );
}
