import { BadgeCheck, Gem, Scale, ShieldCheck, Undo2 } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { store } from '#domain/store/settings.ts';
import { t, translateIfKnown } from '#web/lib/i18n.ts';

interface AuthLayoutProps {
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Move focus to the heading when shown, for a state that replaces a form the user was in. */
  focusTitle?: boolean;
}

/** The account pages' frame: the shop's promise on an ink panel beside the form (the panel hides on phones). */
export function AuthLayout({ eyebrow, title, intro, children, focusTitle = false }: AuthLayoutProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);

  return (
    <div className="relative overflow-hidden bg-sand/50">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_85%_0%,rgb(212_175_55/0.14),transparent_55%)]"
      />
      <div className="relative container-page py-10 sm:py-16 lg:py-20">
        <div className="mx-auto grid max-w-5xl overflow-hidden rounded-3xl bg-white shadow-xl shadow-ink/5 ring-1 ring-gold-100 md:grid-cols-[5fr_6fr]">
          <BrandPanel />
          <section aria-labelledby="auth-title" className="flex flex-col justify-center px-6 py-10 sm:px-12 sm:py-14">
            <p className="text-xs font-semibold tracking-[0.25em] text-gold-700 uppercase">{eyebrow}</p>
            <h1
              ref={titleRef}
              id="auth-title"
              tabIndex={-1}
              className="mt-2 focus:outline-none text-4xl leading-tight font-semibold text-ink sm:text-5xl"
            >
              {title}
            </h1>
            <span aria-hidden="true" className="mt-4 block h-px w-16 bg-gold-400" />
            {intro ? <p className="mt-4 text-[15px] leading-relaxed text-ink-soft">{intro}</p> : null}
            <div className="mt-8">{children}</div>
          </section>
        </div>
      </div>
    </div>
  );
}

/** The shop's promises (its own claims, as the settings word them, translated when the catalogue knows them). */
const promises = () => [
  { Icon: BadgeCheck, text: translateIfKnown(store.claims.certifiedDealer) },
  { Icon: ShieldCheck, text: translateIfKnown(store.claims.authenticity) },
  { Icon: Scale, text: t('auth.brand.livePrice') },
  // The return arrow points the reading way back.
  { Icon: Undo2, text: t('auth.brand.returns', { days: store.returnWindowDays }), mirror: true },
];

function BrandPanel() {
  return (
    <div className="relative hidden flex-col justify-between overflow-hidden bg-ink p-10 text-ivory md:flex lg:p-12">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_20%_15%,rgb(212_175_55/0.28),transparent_55%),radial-gradient(circle_at_90%_95%,rgb(212_175_55/0.14),transparent_50%)]"
      />
      {/* Concentric hairlines, a quiet nod to a ring seen from above. */}
      <div aria-hidden="true" className="absolute -end-24 -bottom-24 size-72 rounded-full border border-gold-400/20" />
      <div aria-hidden="true" className="absolute -end-12 -bottom-12 size-48 rounded-full border border-gold-400/25" />

      <div className="relative">
        <p className="flex items-center gap-2.5">
          <Gem size={26} strokeWidth={1.5} className="text-gold-400" aria-hidden="true" />
          <span className="font-serif text-2xl font-semibold">{t('shell.store.name')}</span>
        </p>
        <p className="mt-1 ps-9 text-[10px] font-semibold tracking-[0.3em] text-gold-300 uppercase">
          {t('auth.brand.established', { year: store.foundedYear })}
        </p>
      </div>

      <div className="relative mt-16">
        <p className="font-serif text-4xl leading-tight font-semibold lg:text-[2.6rem]">
          {t('auth.brand.title')} <span className="text-gold-300 italic">{t('auth.brand.titleAccent')}</span>
        </p>
        <p className="mt-5 max-w-sm text-sm leading-relaxed text-ivory/75">
          {t('auth.brand.story', { years: store.yearsClaim })}
        </p>
        <ul className="mt-8 space-y-3 text-sm">
          {promises().map(({ Icon, text, mirror }) => (
            <li key={text} className="flex items-center gap-3">
              <span className="grid size-8 shrink-0 place-items-center rounded-full border border-gold-400/40 text-gold-300">
                <Icon size={16} aria-hidden="true" className={mirror ? 'rtl:-scale-x-100' : undefined} />
              </span>
              {text}
            </li>
          ))}
        </ul>
      </div>

      <p lang="en" className="relative mt-16 text-xs tracking-wide text-ivory/60">
        {store.branches.map((branch) => `${branch.city}, ${branch.region}`).join(' · ')}
      </p>
    </div>
  );
}
