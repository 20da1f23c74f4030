import type { MessageId } from '#web/lib/i18n.ts';

/** A post's title, text and writer are catalogue ids: the page reads them in its language. */
export interface BlogPost {
  id: string;
  name: MessageId;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  blog: MessageId;
  writer: MessageId;
  image: string;
}

export const BLOG_EXCERPT_LENGTH = 80;

export const BLOG_POSTS: readonly BlogPost[] = [
  {
    id: 'blog-1',
    name: 'home.blog.post1.name',
    date: '2026-03-04',
    blog: 'home.blog.post1.text',
    writer: 'home.blog.writer.layla',
    image: '/media/art/blog-1.webp',
  },
  {
    id: 'blog-2',
    name: 'home.blog.post2.name',
    date: '2026-02-18',
    blog: 'home.blog.post2.text',
    writer: 'home.blog.writer.omar',
    image: '/media/art/blog-2.webp',
  },
  {
    id: 'blog-3',
    name: 'home.blog.post3.name',
    date: '2026-01-27',
    blog: 'home.blog.post3.text',
    writer: 'home.blog.writer.layla',
    image: '/media/art/blog-3.webp',
  },
  {
    id: 'blog-4',
    name: 'home.blog.post4.name',
    date: '2026-01-09',
    blog: 'home.blog.post4.text',
    writer: 'home.blog.writer.yusuf',
    image: '/media/art/blog-4.webp',
  },
];
