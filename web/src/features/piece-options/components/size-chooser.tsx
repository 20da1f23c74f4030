import type { Ref } from 'react';
import { Link } from 'react-router';
import type { Sizing } from '#domain/options/line-options.ts';
import { bangleDiameterMm, ringDiameterMm, type SizeScale } from '#domain/sizes/size-scales.ts';
import { numberFormat } from '#domain/i18n/intl-cache.ts';
import { SelectField } from '#web/components/ui/form-field.tsx';
import { SIZE_LABELS } from '#web/components/line-options/size-texts.ts';
import { currentIntlLocale, t } from '#web/lib/i18n.ts';

/** The size guide's address; the router's basename puts an Arabic page's link under /ar. */
const SIZE_GUIDE = '/size-guide';

/** A size as the chooser lists it: a ring or a bangle with its inside diameter, a chain with its unit. */
function sizeOption(scale: SizeScale, size: string): string {
  if (scale === 'chainInches') return t('product.options.size.inches', { size });
  if (scale === 'chainCm') return t('product.options.size.cm', { size });
  const mm = scale === 'ring' ? ringDiameterMm(Number(size)) : bangleDiameterMm(size);
  const oneDecimal = numberFormat(currentIntlLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return t('product.options.size.diameter', { size, mm: oneDecimal.format(mm) });
}

interface SizeChooserProps {
  id: string;
  sizing: Sizing;
  /** The sizes the buyer chooses from (the product's `sizes`). */
  sizes: readonly string[];
  value: string;
  onChange: (size: string) => void;
  error: string | undefined;
  selectRef: Ref<HTMLSelectElement>;
}

/**
 * The size a piece is made to: a select labelled by its scale, with no size chosen at first (the
 * server refuses a sized piece without one), the days making it takes, and the size guide.
 */
export function SizeChooser({ id, sizing, sizes, value, onChange, error, selectRef }: SizeChooserProps) {
  return (
    <div className="relative">
      {/* Before the select, level with its label: read before choosing, and Tab goes on from the select to the engraving. */}
      <Link
        to={SIZE_GUIDE}
        className="absolute end-0 top-0 text-sm font-medium text-gold-700 underline underline-offset-4"
      >
        {t('product.options.size.guide')}
      </Link>
      <SelectField
        id={id}
        ref={selectRef}
        label={t(SIZE_LABELS[sizing.scale])}
        hint={t('options.leadDays', { days: sizing.leadDays })}
        error={error}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('product.options.size.choose')}</option>
        {sizes.map((size) => (
          <option key={size} value={size}>
            {sizeOption(sizing.scale, size)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
