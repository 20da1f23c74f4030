import type { LineOptions } from '#domain/options/line-options.ts';
import { t } from '#web/lib/i18n.ts';
import { sizeText } from './size-texts.ts';

interface LineOptionsSummaryProps {
  /** The line's options; left out by order lines kept before pieces had them. */
  options: LineOptions | undefined;
  /** Days making it to size takes (a cart line's `leadDays`); left out where the line is already made. */
  leadDays?: number | null;
  className?: string;
}

/**
 * What a cart or order line was made to, under its name: the size by its scale, and 'Engraving: '
 * with the buyer's text in the engraving face. The text is the buyer's: rendered as text only and
 * isolated (<bdi dir="auto">), so Arabic in an English line, or the reverse, never reorders what
 * is around it. Nothing for a piece as it is.
 */
export function LineOptionsSummary({ options, leadDays = null, className = '' }: LineOptionsSummaryProps) {
  if (!options || (options.size === null && options.engraving === null)) return null;
  return (
    <div className={`text-xs text-ink-soft ${className}`}>
      {options.size ? <span className="block">{sizeText(options.size)}</span> : null}
      {options.engraving !== null ? (
        <span className="block">
          {t('options.engraving')}:{' '}
          <bdi dir="auto" className="engraving-face text-sm break-words text-ink">
            {options.engraving}
          </bdi>
        </span>
      ) : null}
      {options.size && leadDays ? <span className="block">{t('options.leadDays', { days: leadDays })}</span> : null}
    </div>
  );
}
