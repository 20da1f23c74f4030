import { Pause, Play } from 'lucide-react';
import { t } from '#web/lib/i18n.ts';

interface CarouselDotsProps {
  count: number;
  selected: number;
  onSelect: (index: number) => void;
  /** What one item is called in the labels (in the page's language), e.g. "slide" gives "Show slide 2 of 4". */
  itemLabel: string;
  tone?: 'light' | 'dark';
}

/** Dot navigation; the current dot carries aria-current so screen readers know where they are. */
export function CarouselDots({ count, selected, onSelect, itemLabel, tone = 'dark' }: CarouselDotsProps) {
  const idle = tone === 'light' ? 'bg-white/60 hover:bg-white' : 'bg-stone-400 hover:bg-gold-500';
  const active = tone === 'light' ? 'bg-gold-300' : 'bg-gold-600';
  return (
    <div className="flex items-center">
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          aria-label={t('ui.carousel.show', { item: itemLabel, index: index + 1, count })}
          aria-current={index === selected ? 'true' : undefined}
          onClick={() => onSelect(index)}
          // 24px hit area (WCAG 2.5.8) around a small visual dot.
          className="group flex h-6 w-6 items-center justify-center rounded-full"
        >
          <span
            aria-hidden="true"
            className={`block h-2 rounded-full transition-all duration-300 ${
              index === selected ? `w-6 ${active}` : `w-2 ${idle}`
            }`}
          />
        </button>
      ))}
    </div>
  );
}

interface AutoplayToggleProps {
  playing: boolean;
  onToggle: () => void;
  tone?: 'light' | 'dark';
  /** Small: 24px (WCAG 2.5.8's least), for a thin strip such as the rate ticker's. */
  size?: 'small' | 'regular';
}

/** WCAG 2.2.2: anything that moves on its own for more than five seconds needs a pause control. */
export function AutoplayToggle({ playing, onToggle, tone = 'dark', size = 'regular' }: AutoplayToggleProps) {
  const colors =
    tone === 'light'
      ? 'border-white/50 text-white hover:bg-white/15'
      : 'border-stone-300 text-ink-soft hover:border-gold-600 hover:text-gold-700';
  const icon = size === 'small' ? 12 : 14;
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={playing ? t('ui.carousel.pause') : t('ui.carousel.play')}
      className={`flex shrink-0 items-center justify-center rounded-full border transition ${colors} ${
        size === 'small' ? 'h-6 w-6' : 'h-8 w-8'
      }`}
    >
      {playing ? <Pause size={icon} aria-hidden="true" /> : <Play size={icon} aria-hidden="true" />}
    </button>
  );
}
