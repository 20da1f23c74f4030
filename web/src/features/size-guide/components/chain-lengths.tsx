import { formatCount } from '#web/lib/format.ts';
import { t, type MessageId } from '#web/lib/i18n.ts';
import { chainRows, type ChainPlace } from '../size-tables.ts';
import { GuideSection } from './guide-section.tsx';
import { SizeTable } from './size-table.tsx';

const PLACE_TEXTS: Readonly<Record<ChainPlace, MessageId>> = {
  choker: 'sizeGuide.chain.place.choker',
  neckBase: 'sizeGuide.chain.place.neckBase',
  collarbone: 'sizeGuide.chain.place.collarbone',
  belowCollarbone: 'sizeGuide.chain.place.belowCollarbone',
  neckline: 'sizeGuide.chain.place.neckline',
  belowBust: 'sizeGuide.chain.place.belowBust',
};

/** '16', or '22–24' for the lengths that fall in the same place. */
function lengths(values: readonly string[]): string {
  const [first, last] = [values[0], values.at(-1)].map((value) => formatCount(Number(value)));
  return first === last ? first! : t('sizeGuide.range', { from: first, to: last });
}

/** Chain lengths in both scales and where each falls on the wearer. */
export function ChainLengths() {
  return (
    <GuideSection id="chains" title={t('sizeGuide.chain.title')} className="print:hidden">
      <div className="max-w-3xl">
        <p className="leading-relaxed text-ink-soft">{t('sizeGuide.chain.intro')}</p>
        <div className="mt-6">
          <SizeTable
            caption={t('sizeGuide.chain.table.caption')}
            headers={[
              t('sizeGuide.chain.table.inches'),
              t('sizeGuide.chain.table.cm'),
              t('sizeGuide.chain.table.place'),
            ]}
            rows={chainRows().map((row) => ({
              key: row.place,
              cells: [lengths(row.inches), lengths(row.cm), t(PLACE_TEXTS[row.place])],
            }))}
          />
        </div>
      </div>
    </GuideSection>
  );
}
