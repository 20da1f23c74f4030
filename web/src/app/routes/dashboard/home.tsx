import { ArrowLeft, Hammer } from 'lucide-react';
import { Link } from 'react-router';
import { PAGE_META } from '#domain/seo/pages.ts';
import { PageMeta } from '../../../components/seo/page-meta.tsx';
import { paths } from '../../../config/paths.ts';
import { useMe } from '../../../features/auth/api/get-me.ts';

const COMING = ['Products', 'Metal prices', 'Customers', 'Orders', 'Billing details'];

/** Placeholder until the dashboard's tools arrive; every /dashboard/* address shows it for now. */
export function DashboardHomeRoute() {
  const { data: user } = useMe();
  return (
    <div className="px-5 py-10 sm:px-10 lg:px-14 lg:py-16">
      <PageMeta page={PAGE_META.dashboard} />
      <meta name="robots" content="noindex" />
      <p className="text-xs font-semibold tracking-[0.25em] text-gold-700 uppercase">
        {user ? `Welcome, ${user.name}` : 'Welcome'}
      </p>
      <h1 className="mt-2 text-5xl font-semibold text-ink">Dashboard</h1>
      <span aria-hidden="true" className="mt-4 block h-px w-16 bg-gold-400" />

      <section
        aria-labelledby="coming-title"
        className="mt-10 max-w-3xl rounded-3xl bg-white p-8 shadow-sm ring-1 ring-gold-100 sm:p-10"
      >
        <span className="grid size-12 place-items-center rounded-full bg-gold-50 text-gold-600">
          <Hammer size={22} aria-hidden="true" />
        </span>
        <h2 id="coming-title" className="mt-5 text-3xl font-semibold text-ink">
          The shop’s tools arrive soon
        </h2>
        <p className="mt-3 leading-relaxed text-ink-soft">
          This is where you will manage the shop. The following sections are being prepared:
        </p>
        <ul className="mt-6 flex flex-wrap gap-2">
          {COMING.map((item) => (
            <li key={item} className="rounded-full border border-gold-100 bg-gold-50/60 px-4 py-1.5 text-sm text-ink">
              {item}
            </li>
          ))}
        </ul>
        <Link to={paths.home.getHref()} className="btn-outline mt-10">
          <ArrowLeft size={16} aria-hidden="true" />
          Back to Home
        </Link>
      </section>
    </div>
  );
}
