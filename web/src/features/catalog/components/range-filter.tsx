import * as Slider from '@radix-ui/react-slider';
import { useId, useState, type KeyboardEvent } from 'react';
import { currentDirection } from '#web/lib/i18n.ts';

export interface RangeFilterProps {
  legend: string;
  /** The controls' names: the slider's thumbs ("Minimum price") and the inputs ("Min price"). */
  names: { minimum: string; maximum: string; min: string; max: string };
  min: number;
  /** The top of the scale; a maximum sitting here means "no upper bound". */
  max: number;
  step: number;
  value: readonly [number, number];
  /** "$1,250" / "12 g"; the top of the scale gets a "+" appended. */
  format: (value: number) => string;
  /** Shown beside the numeric inputs ("$", "g"). */
  unit: { prefix?: string; suffix?: string };
  onCommit: (value: [number, number]) => void;
}

/** A two-thumb slider with matching numeric inputs; the URL only changes when a value is committed. */
export function RangeFilter({ legend, names, min, max, step, value, format, unit, onCommit }: RangeFilterProps) {
  const [low, high] = value;
  const [draft, setDraft] = useState<[number, number]>([low, high]);
  const [seen, setSeen] = useState<readonly [number, number]>([low, high]);
  if (seen[0] !== low || seen[1] !== high) {
    setSeen([low, high]);
    setDraft([low, high]);
  }

  const label = (v: number) => (v >= max ? `${format(max)}+` : format(v));
  const commit = (next: [number, number]) => {
    setDraft(next);
    if (next[0] !== low || next[1] !== high) onCommit(next);
  };

  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-ink">{legend}</legend>
      <p className="mb-4 text-sm font-medium text-gold-700 tabular-nums" aria-hidden="true">
        {label(draft[0])} <span className="text-ink-soft/60">–</span> {label(draft[1])}
      </p>
      <Slider.Root
        // Mirrored on Arabic pages: the low end on the right, and the arrow keys follow.
        dir={currentDirection()}
        className="relative flex h-6 touch-none items-center select-none"
        min={min}
        max={max}
        step={step}
        minStepsBetweenThumbs={0}
        value={draft}
        onValueChange={(next) => setDraft([next[0] ?? min, next[1] ?? max])}
        onValueCommit={(next) => commit([next[0] ?? min, next[1] ?? max])}
      >
        <Slider.Track className="relative h-1 grow rounded-full bg-stone-300">
          <Slider.Range className="absolute h-full rounded-full bg-gold-500" />
        </Slider.Track>
        <Slider.Thumb aria-label={names.minimum} aria-valuetext={label(draft[0])} className={thumbClass} />
        <Slider.Thumb aria-label={names.maximum} aria-valuetext={label(draft[1])} className={thumbClass} />
      </Slider.Root>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <BoundInput
          label={names.min}
          value={draft[0]}
          fallback={min}
          bounds={[min, draft[1]]}
          unit={unit}
          onCommit={(v) => commit([v, draft[1]])}
        />
        <BoundInput
          label={names.max}
          value={draft[1]}
          fallback={max}
          bounds={[draft[0], max]}
          unit={unit}
          onCommit={(v) => commit([draft[0], v])}
        />
      </div>
    </fieldset>
  );
}

const thumbClass =
  'block size-5 cursor-grab rounded-full border-2 border-gold-600 bg-white shadow-md transition-transform hover:scale-110 focus-visible:scale-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500 active:cursor-grabbing';

/**
 * Free text that is read when the shopper leaves the field or presses Enter;
 * anything that is not a number means the bound's default (0 for min, the top for max),
 * and a number outside `bounds` is pulled in, like the slider's thumbs, which cannot cross.
 */
function BoundInput({
  label,
  value,
  fallback,
  bounds,
  unit,
  onCommit,
}: {
  label: string;
  value: number;
  fallback: number;
  bounds: readonly [number, number];
  unit: { prefix?: string; suffix?: string };
  onCommit: (value: number) => void;
}) {
  const id = useId();
  const [text, setText] = useState(String(value));
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setText(String(value));
  }

  const read = () => {
    const parsed = text.trim() === '' ? Number.NaN : Number(text.replace(/[,\s$]/g, ''));
    const wanted = Number.isFinite(parsed) ? parsed : fallback;
    const next = Math.min(Math.max(wanted, bounds[0]), bounds[1]);
    // Show the value actually used, even when it equals the old one.
    setText(String(next));
    onCommit(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      read();
    }
  };

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-ink-soft">
        {label}
      </label>
      <div className="flex h-10 items-center rounded-lg border border-stone-300 bg-white px-3 text-sm shadow-sm transition focus-within:border-gold-500 focus-within:ring-2 focus-within:ring-gold-300/60">
        {unit.prefix && (
          <span aria-hidden="true" className="me-1 text-ink-soft">
            {unit.prefix}
          </span>
        )}
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={read}
          onKeyDown={onKeyDown}
          className="w-full min-w-0 bg-transparent text-ink tabular-nums outline-none"
        />
        {unit.suffix && (
          <span aria-hidden="true" className="ms-1 text-ink-soft">
            {unit.suffix}
          </span>
        )}
      </div>
    </div>
  );
}
