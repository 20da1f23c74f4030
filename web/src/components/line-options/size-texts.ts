import type { LineOptions } from '#domain/options/line-options.ts';
import type { SizeScale } from '#domain/sizes/size-scales.ts';
import { t, type MessageId } from '#web/lib/i18n.ts';

const SIZE_TEXTS: Readonly<Record<SizeScale, MessageId>> = {
  ring: 'options.size.ring',
  bangle: 'options.size.bangle',
  chainInches: 'options.size.chainInches',
  chainCm: 'options.size.chainCm',
};

/** 'Size 7 (US)', 'Bangle size 2-6', 'Length 45 cm': a chosen size as its scale writes it. */
export const sizeText = (size: NonNullable<LineOptions['size']>) => t(SIZE_TEXTS[size.scale], { size: size.value });

/** What a piece's sizes are called on each scale, on its page: 'Ring size (US)', 'Chain length (cm)'. */
export const SIZE_LABELS: Readonly<Record<SizeScale, MessageId>> = {
  ring: 'product.options.size.label.ring',
  bangle: 'product.options.size.label.bangle',
  chainInches: 'product.options.size.label.chainInches',
  chainCm: 'product.options.size.label.chainCm',
};
