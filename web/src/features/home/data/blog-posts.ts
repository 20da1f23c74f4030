export interface BlogPost {
  id: string;
  name: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  blog: string;
  writer: string;
  image: string;
}

export const BLOG_EXCERPT_LENGTH = 80;

export const BLOG_POSTS: readonly BlogPost[] = [
  {
    id: 'blog-1',
    name: 'How to Tell 18K from 22K Gold',
    date: '2026-03-04',
    blog: 'Karat tells you how much pure gold is in a piece. 22K is richer in colour and softer, while 18K holds gemstones more securely and resists daily wear. Here is how to choose the right one for you.',
    writer: 'Layla Haddad',
    image: '/media/art/blog-1.webp',
  },
  {
    id: 'blog-2',
    name: 'Choosing Matching Wedding Bands',
    date: '2026-02-18',
    blog: 'Matching bands do not have to be identical. Pair the same karat and finish, then let each ring suit its wearer: a wider profile, a slimmer edge or a row of engraving.',
    writer: 'Omar Khalil',
    image: '/media/art/blog-2.webp',
  },
  {
    id: 'blog-3',
    name: 'The Story Behind Arabic Filigree',
    date: '2026-01-27',
    blog: 'Filigree twists fine threads of gold into lace-like patterns, a craft passed down through generations of Arabic goldsmiths. Each piece takes days of patient handwork at the bench.',
    writer: 'Layla Haddad',
    image: '/media/art/blog-3.webp',
  },
  {
    id: 'blog-4',
    name: 'Reading a Diamond Certificate',
    date: '2026-01-09',
    blog: 'Cut, colour, clarity and carat weight are only the start. Here is what each grade on a diamond certificate means, and which ones matter most for the stone you have in mind.',
    writer: 'Yusuf Nasser',
    image: '/media/art/blog-4.webp',
  },
];
