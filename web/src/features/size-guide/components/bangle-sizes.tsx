import { SCALE_SIZES } from '#domain/sizes/size-scales.ts';
import { formatCount, formatMillimetres } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n.ts';
import { bangleRows } from '../size-tables.ts';
import { GuideSection, GuideSubheading } from './guide-section.tsx';
import { SizeTable } from './size-table.tsx';

const steps = () => [t('sizeGuide.bangle.how.fold'), t('sizeGuide.bangle.how.wrap'), t('sizeGuide.bangle.how.read')];

/** '2-6' as it is written on the tag, left to right on an Arabic page too, never broken at its hyphen. */
const sizeLabel = (size: string) => (
  <span dir="ltr" className="whitespace-nowrap">
    {size}
  </span>
);

/** Bangle sizes: what '2-6' means, how to measure the folded hand, and the chart. */
export function BangleSizes() {
  const sizes = SCALE_SIZES.bangle;
  const example = sizes[Math.floor(sizes.length / 2)]!;
  const [inches, sixteenths] = example.split('-').map(Number);
  return (
    <GuideSection id="bangles" title={t('sizeGuide.bangle.title')} className="print:hidden">
      <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <p className="leading-relaxed text-ink-soft">
            {t('sizeGuide.bangle.intro', {
              // Left to right in Arabic too (a bidi isolate), and its non-breaking hyphen keeps '2-' and '6' on one line.
              size: `\u2066${example.replace('-', '\u2011')}\u2069`,
              inches: formatCount(inches!),
              sixteenths: formatCount(sixteenths!),
            })}
          </p>
          <div className="mt-6">
            <GuideSubheading>{t('sizeGuide.bangle.how.title')}</GuideSubheading>
            <ol className="mt-3 list-decimal space-y-2 ps-5 leading-relaxed text-ink marker:font-semibold marker:text-gold-700">
              {steps().map((step) => (
                <li key={step} className="ps-1">
                  {step}
                </li>
              ))}
            </ol>
          </div>
        </div>
        <SizeTable
          caption={t('sizeGuide.bangle.table.caption')}
          headers={[
            t('sizeGuide.bangle.table.size'),
            t('sizeGuide.bangle.table.diameter'),
            t('sizeGuide.bangle.table.hand'),
          ]}
          rows={bangleRows().map((row) => ({
            key: row.size,
            cells: [sizeLabel(row.size), formatMillimetres(row.diameterMm), formatMillimetres(row.circumferenceMm)],
          }))}
        />
      </div>
    </GuideSection>
  );
}
