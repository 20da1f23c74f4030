import { t } from '#web/lib/i18n.ts';

const sections = () => [
  { id: 'rings', label: t('sizeGuide.ring.title') },
  { id: 'ring-sizer', label: t('sizeGuide.sizer.title') },
  { id: 'bangles', label: t('sizeGuide.bangle.title') },
  { id: 'chains', label: t('sizeGuide.chain.title') },
];

/** The guide's contents: a link to each part, so a shopper after one size goes straight to it. */
export function SizeGuideNav() {
  return (
    <nav aria-label={t('sizeGuide.nav.label')} className="print:hidden">
      <ul className="flex flex-wrap gap-2">
        {sections().map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="inline-flex rounded-full border border-gold-100 bg-white px-4 py-2 text-sm font-medium text-ink-soft transition hover:border-gold-500 hover:text-gold-700"
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
