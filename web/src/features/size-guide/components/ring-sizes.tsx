import { Check } from 'lucide-react';
import { SCALE_SIZES } from '#domain/sizes/size-scales.ts';
import { formatCount, formatDecimal, formatMillimetres } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n.ts';
import { ringRows } from '../size-tables.ts';
import { GuideSection, GuideSubheading } from './guide-section.tsx';
import { SizeTable } from './size-table.tsx';

const methods = () => [
  { title: t('sizeGuide.ring.fromRing.title'), text: t('sizeGuide.ring.fromRing.text') },
  { title: t('sizeGuide.ring.fromFinger.title'), text: t('sizeGuide.ring.fromFinger.text') },
];

const tips = () => [
  t('sizeGuide.ring.tip.evening'),
  t('sizeGuide.ring.tip.warm'),
  t('sizeGuide.ring.tip.wide'),
  t('sizeGuide.ring.tip.between'),
];

/** US ring sizes: the two ways to measure at home, the tips, and the chart of diameters and circumferences. */
export function RingSizes() {
  const sizes = SCALE_SIZES.ring;
  return (
    <GuideSection id="rings" title={t('sizeGuide.ring.title')} className="print:hidden">
      <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <p className="leading-relaxed text-ink-soft">
            {t('sizeGuide.ring.intro', {
              from: formatDecimal(Number(sizes[0])),
              to: formatDecimal(Number(sizes.at(-1))),
            })}
          </p>
          <ol className="mt-6 space-y-5">
            {methods().map((method, index) => (
              <li key={method.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-gold-100 text-sm font-semibold text-gold-700"
                >
                  {formatCount(index + 1)}
                </span>
                <div>
                  <GuideSubheading>{method.title}</GuideSubheading>
                  <p className="mt-1 leading-relaxed text-ink-soft">{method.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <div className="mt-8 rounded-2xl bg-sand/60 p-5 ring-1 ring-gold-100">
            <GuideSubheading>{t('sizeGuide.ring.tips.title')}</GuideSubheading>
            <ul className="mt-3 space-y-2">
              {tips().map((tip) => (
                <li key={tip} className="flex gap-3 text-ink">
                  <Check aria-hidden="true" size={18} strokeWidth={2.5} className="mt-0.5 shrink-0 text-gold-700" />
                  {tip}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <SizeTable
          caption={t('sizeGuide.ring.table.caption')}
          headers={[
            t('sizeGuide.ring.table.size'),
            t('sizeGuide.ring.table.diameter'),
            t('sizeGuide.ring.table.circumference'),
          ]}
          rows={ringRows().map((row) => ({
            key: row.size,
            cells: [
              formatDecimal(Number(row.size)),
              formatMillimetres(row.diameterMm),
              formatMillimetres(row.circumferenceMm),
            ],
          }))}
        />
      </div>
    </GuideSection>
  );
}
