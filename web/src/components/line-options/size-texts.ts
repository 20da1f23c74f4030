import type { LineOptions } from '#domain/options/line-options.ts';
import { sizeLabel } from '#domain/options/option-labels.ts';
import type { SizeScale } from '#domain/sizes/size-scales.ts';
import { t, type MessageId } from '#web/lib/i18n.ts';

/** 'Size 7 (US)', 'Bangle size 2-6', 'Length 45 cm': a chosen size as its scale writes it. */
export const sizeText = (size: NonNullable<LineOptions['size']>) => sizeLabel(size, t);

/** What a piece's sizes are called on each scale, on its page: 'Ring size (US)', 'Chain length (cm)'. */
export const SIZE_LABELS: Readonly<Record<SizeScale, MessageId>> = {
  ring: 'product.options.size.label.ring',
  bangle: 'product.options.size.label.bangle',
  chainInches: 'product.options.size.label.chainInches',
  chainCm: 'product.options.size.label.chainCm',
};
