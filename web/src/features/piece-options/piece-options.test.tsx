import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Product } from '#domain/catalog/product.ts';
import type { LineOptionsInput } from '#domain/options/line-options.ts';
import { PieceOptionsFields } from './components/piece-options-fields.tsx';
import { usePieceOptions } from './hooks/use-piece-options.ts';

// The product page's size and engraving fields, checked in the browser as the server checks them
// (domain/options), with the catalogue's sentences beside the field that is wrong.

const RING = {
  sizing: { scale: 'ring', from: '4', to: '10', leadDays: 7 },
  sizes: ['4', '4.5', '5', '5.5', '6', '6.5', '7', '7.5', '8', '8.5', '9', '9.5', '10'],
  engraving: { maxLength: 20, scripts: ['latin', 'arabic'], feeCents: 3500 },
} as Pick<Product, 'sizing' | 'sizes' | 'engraving'> as Product;

let added: LineOptionsInput | null | undefined;

function Fields({ product }: { product: Product }) {
  const options = usePieceOptions(product);
  const [fee, setFee] = useState(0);
  return (
    <MemoryRouter>
      <PieceOptionsFields product={product} options={options} />
      <button
        type="button"
        onClick={() => {
          added = options.chosen();
          setFee(options.feeCents);
        }}
      >
        Add
      </button>
      <output aria-label="fee">{fee}</output>
    </MemoryRouter>
  );
}

const sizeSelect = () => screen.getByRole('combobox', { name: 'Ring size (US)' }) as HTMLSelectElement;
const engravingInput = () => screen.getByRole('textbox', { name: 'Engraving (optional)' }) as HTMLInputElement;
/** The sentence an invalid field names first in its aria-describedby. */
const messageOf = (field: HTMLElement) =>
  field.getAttribute('aria-invalid') === 'true'
    ? document.getElementById(field.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent
    : null;
const type = (text: string) => fireEvent.change(engravingInput(), { target: { value: text } });
const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add' }));

describe('a piece’s size and engraving', () => {
  it('lists the sizes by their scale with the lead time and the size guide, none chosen at first', () => {
    render(<Fields product={RING} />);
    const select = sizeSelect();
    expect(select.value).toBe('');
    expect([...select.options].map((option) => option.text).slice(0, 3)).toEqual([
      'Choose a size',
      '4 (14.9 mm inside)',
      '4.5 (15.3 mm inside)',
    ]);
    expect(screen.getByText('Made to size in 7 days')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Size guide' }).getAttribute('href')).toBe('/size-guide');
    expect(screen.getByText('+ $35.00')).toBeTruthy();
  });

  it('asks for a size before adding, beside the chooser, and sends the size and engraving once chosen', () => {
    render(<Fields product={RING} />);
    add();
    expect(added).toBeNull();
    expect(messageOf(sizeSelect())).toBe('Please choose a size.');
    expect(document.activeElement).toBe(sizeSelect());

    fireEvent.change(sizeSelect(), { target: { value: '7' } });
    expect(messageOf(sizeSelect())).toBeNull();
    type('  Layla  & Omar ');
    add();
    expect(added).toEqual({ size: '7', engraving: 'Layla & Omar' });
    expect(screen.getByLabelText('fee').textContent).toBe('3500');
  });

  it('counts characters as a reader does and previews the text in the engraving face, right to left when Arabic', () => {
    render(<Fields product={RING} />);
    type('نُور');
    expect(screen.getByText('3 of 20')).toBeTruthy();
    const preview = screen.getByText('نُور', { selector: 'figure p' });
    expect(preview.getAttribute('dir')).toBe('auto');
    expect(preview.className).toContain('engraving-face');
  });

  it.each([
    [
      '<img src=x onerror=alert(1)>',
      "The engraving cannot include “<”. Use letters, digits, spaces and . , ' - & only.",
    ],
    ['A'.repeat(21), 'The engraving can be at most 20 characters.'],
    ['Love ❤', "The engraving cannot include “❤”. Use letters, digits, spaces and . , ' - & only."],
  ])('refuses %j with the server’s sentence, shows it as text only and adds nothing', (text, sentence) => {
    render(<Fields product={RING} />);
    fireEvent.change(sizeSelect(), { target: { value: '7' } });
    type(text);
    expect(messageOf(engravingInput())).toBe(sentence);
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('figure')).toBeNull();
    add();
    expect(added).toBeNull();
    expect(document.activeElement).toBe(engravingInput());
  });

  it('shows nothing for a piece sold as it is', () => {
    const { container } = render(<Fields product={{ ...RING, sizing: null, sizes: [], engraving: null }} />);
    expect(container.querySelector('select, input')).toBeNull();
  });
});
