import type { MessageId, Translate } from '../i18n/messages.ts';
import type { SizeScale } from '../sizes/size-scales.ts';
import type { LineOptions } from './line-options.ts';

const SIZE_TEXTS: Readonly<Record<SizeScale, MessageId>> = {
  ring: 'options.size.ring',
  bangle: 'options.size.bangle',
  chainInches: 'options.size.chainInches',
  chainCm: 'options.size.chainCm',
};

/** A chosen size as a line shows it: 'Size 7 (US)', 'Bangle size 2-6', 'Length 18 in'. */
export function sizeLabel(size: NonNullable<LineOptions['size']>, t: Translate): string {
  return t(SIZE_TEXTS[size.scale], { size: size.value });
}

/**
 * A line's options as lines of plain text (a mail, a CSV): the size, then the engraving. The
 * engraved text is wrapped in `isolate`, so a text of the other direction cannot reorder what
 * surrounds it (FSI…PDI in plain text).
 */
export function optionTexts(
  options: LineOptions | undefined,
  t: Translate,
  isolate: (text: string) => string = (text) => `\u2068${text}\u2069`,
): string[] {
  if (!options) return [];
  return [
    ...(options.size ? [sizeLabel(options.size, t)] : []),
    ...(options.engraving !== null ? [`${t('options.engraving')}: ${isolate(options.engraving)}`] : []),
  ];
}
