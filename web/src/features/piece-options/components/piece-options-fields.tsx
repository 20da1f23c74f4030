import { useId } from 'react';
import type { Product } from '#domain/catalog/product.ts';
import type { PieceOptions } from '../hooks/use-piece-options.ts';
import { EngravingField } from './engraving-field.tsx';
import { SizeChooser } from './size-chooser.tsx';

/** The size chooser and the engraving field, as far as the piece offers them; nothing for a piece sold as it is. */
export function PieceOptionsFields({ product, options }: { product: Product; options: PieceOptions }) {
  const id = useId();
  const sized = product.sizing !== null && product.sizes.length > 0;
  if (!sized && !product.engraving) return null;
  return (
    <div className="mb-5 space-y-5 border-b border-gold-100 pb-5">
      {sized ? (
        <SizeChooser
          id={`${id}-size`}
          sizing={product.sizing!}
          sizes={product.sizes}
          value={options.size}
          onChange={options.setSize}
          error={options.errors.size}
          selectRef={options.sizeRef}
        />
      ) : null}
      {product.engraving ? (
        <EngravingField
          id={`${id}-engraving`}
          offer={product.engraving}
          value={options.engraving}
          onChange={options.setEngraving}
          error={options.errors.engraving}
          inputRef={options.engravingRef}
        />
      ) : null}
    </div>
  );
}
