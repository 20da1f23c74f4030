import type { Ref } from 'react';
import type { EngravingOffer } from '#domain/options/engraving-offer.ts';
import { engravingLength, normalEngraving } from '#domain/options/engraving.ts';
import { TextField } from '#web/components/ui/form-field.tsx';
import { formatCents } from '#web/lib/format.ts';
import { t, type MessageId } from '#web/lib/i18n.ts';

/** What may be engraved, by the scripts the piece offers. */
function scriptsText(scripts: EngravingOffer['scripts']): string {
  const id: MessageId =
    scripts.length > 1
      ? 'product.options.engraving.scripts.both'
      : scripts[0] === 'arabic'
        ? 'product.options.engraving.scripts.arabic'
        : 'product.options.engraving.scripts.latin';
  return t(id);
}

interface EngravingFieldProps {
  id: string;
  offer: EngravingOffer;
  value: string;
  onChange: (text: string) => void;
  error: string | undefined;
  inputRef: Ref<HTMLInputElement>;
}

/**
 * The optional text to engrave: its fee, what may be written and how many characters are left
 * (counted as a reader counts them, a letter with its marks as one, as the server does), and a
 * preview in the engraving face once it can be engraved. The buyer's text is only ever text here,
 * and the preview is `dir="auto"`: Arabic reads right to left on an English page, Latin left to right on an Arabic one.
 */
export function EngravingField({ id, offer, value, onChange, error, inputRef }: EngravingFieldProps) {
  const text = normalEngraving(value);
  const fee = offer.feeCents > 0 ? t('product.options.engraving.fee', { fee: formatCents(offer.feeCents) }) : null;
  return (
    <div>
      <div className="relative">
        <TextField
          id={id}
          ref={inputRef}
          label={t('product.options.engraving.label')}
          labelNote={t('product.options.engraving.optional')}
          hint={
            <span className="flex items-start justify-between gap-3">
              <span>{scriptsText(offer.scripts)}</span>
              <span className="shrink-0 tabular-nums">
                {t('product.options.engraving.count', { count: engravingLength(text), max: offer.maxLength })}
              </span>
            </span>
          }
          error={error}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          dir="auto"
          autoComplete="off"
          spellCheck={false}
        />
        <span className="absolute end-0 top-0 text-sm font-semibold text-ink tabular-nums lining-nums">
          {fee ?? t('product.options.engraving.free')}
        </span>
      </div>
      {text && !error ? (
        <figure className="mt-3">
          <figcaption className="text-xs tracking-wide text-ink-soft uppercase">
            {t('product.options.engraving.preview')}
          </figcaption>
          <p
            dir="auto"
            className="engraving-face mt-1 rounded-full bg-linear-to-b from-gold-100 via-gold-50 to-gold-100 px-6 py-3 text-center text-2xl break-words text-gold-700 shadow-inner ring-1 ring-gold-300"
          >
            {text}
          </p>
        </figure>
      ) : null}
    </div>
  );
}
