import { RotateCcw } from 'lucide-react';
import { t } from '#web/lib/i18n.ts';

interface LoadErrorProps {
  /** What failed, for 'We couldn’t load {what}.', in the page's language. */
  what: string;
  onRetry: () => void;
  retrying?: boolean;
  /** The sentence's element: a heading where it stands for the page's or section's own (the page then has one). */
  as?: 'p' | 'h1' | 'h2' | 'h3';
}

/** A read that failed: what could not be loaded, and a way to ask again. */
export function LoadError({ what, onRetry, retrying, as: Title = 'p' }: LoadErrorProps) {
  return (
    <div role="alert" className="rounded-3xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-ruby/20">
      <Title className="font-serif text-2xl font-semibold text-ink">{t('ui.loadError.title', { what })}</Title>
      <p className="mt-2 text-sm text-ink-soft">{t('ui.loadError.hint')}</p>
      <button
        type="button"
        onClick={() => {
          if (!retrying) onRetry();
        }}
        aria-disabled={retrying || undefined}
        className="btn-gold mt-6 aria-disabled:opacity-70"
      >
        <RotateCcw size={16} aria-hidden="true" />
        {t('ui.tryAgain')}
      </button>
    </div>
  );
}
