import { Star } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MAX_STARS, REVIEW_TEXT_MAX_LENGTH, reviewTextProblem, starsProblem } from '#domain/reviews/review-rules.ts';
import { FieldError, TextAreaField } from '#web/components/ui/form-field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { refusedFields } from '#web/lib/form-errors.ts';
import { t } from '#web/lib/i18n.ts';
import { useWriteReview } from '../api/product-reviews.ts';

type Problems = Partial<Record<'stars' | 'text', string>>;

/** The sentence for each field to put right: the API's rules, checked before sending. */
function problemsOf(stars: number, text: string): Problems {
  const problems: Problems = {};
  const starsWrong = starsProblem(stars);
  const textWrong = reviewTextProblem(text.trim());
  if (starsWrong) problems.stars = starsWrong;
  if (textWrong) problems.text = textWrong;
  return problems;
}

/**
 * Five stars as a radio group: arrow keys move through them (the browser's own radios, read as
 * "4 stars, 4 of 5"), the pointer fills the stars up to the one it is over.
 */
function StarPicker({
  name,
  value,
  onChange,
  error,
}: {
  name: string;
  value: number;
  onChange: (stars: number) => void;
  error: string | undefined;
}) {
  const [pointed, setPointed] = useState(0);
  const shown = pointed || value;
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="block text-sm font-medium text-ink">{t('product.reviews.form.stars')}</legend>
      <div className="mt-2 flex gap-1" onMouseLeave={() => setPointed(0)}>
        {Array.from({ length: MAX_STARS }, (_, index) => index + 1).map((stars) => (
          <label
            key={stars}
            onMouseEnter={() => setPointed(stars)}
            className="cursor-pointer rounded-lg p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-500"
          >
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              size={30}
              strokeWidth={1.5}
              className={stars <= shown ? 'fill-gold-500 text-gold-500' : 'fill-none text-stone-400'}
            />
            <span className="sr-only">{t('product.reviews.form.star', { count: stars })}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

/** A buyer's review of the piece: stars and words; once sent, a thank-you in its place. */
export function ReviewForm({ productId }: { productId: string }) {
  const id = useId();
  const [stars, setStars] = useState(0);
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const write = useWriteReview(productId);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const sent = write.isSuccess;
  // The form is gone: the thank-you takes the focus, so it is read out and the keyboard stays here.
  useEffect(() => {
    if (sent) thanksRef.current?.focus();
  }, [sent]);

  if (sent) {
    return (
      <p
        ref={thanksRef}
        tabIndex={-1}
        role="status"
        className="rounded-2xl bg-emerald/10 px-5 py-4 text-sm font-medium text-emerald focus:outline-none"
      >
        {t('product.reviews.thanks')}
      </p>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (write.isPending) return;
    const found = problemsOf(stars, text);
    setProblems(found);
    // The first field to put right takes the focus, so its message is read out.
    const form = event.currentTarget as HTMLFormElement;
    if (found.stars) form.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
    else if (found.text) form.querySelector('textarea')?.focus();
    if (found.stars || found.text) return;
    write.mutate({ stars, text: text.trim() }, { onError: (error) => setProblems(refusedFields(error) as Problems) });
  }

  const refusal = write.isError && Object.keys(refusedFields(write.error)).length === 0;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="space-y-5 rounded-2xl border border-gold-100 bg-white p-5 shadow-sm sm:p-6"
    >
      <h3 id={`${id}-title`} className="font-serif text-2xl font-semibold text-ink">
        {t('product.reviews.form.title')}
      </h3>
      <StarPicker name={`${id}-stars`} value={stars} onChange={setStars} error={problems.stars} />
      <TextAreaField
        id={`${id}-text`}
        label={t('product.reviews.form.text')}
        hint={t('product.reviews.form.hint')}
        rows={5}
        maxLength={REVIEW_TEXT_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={problems.text}
        dir="auto"
      />
      {refusal ? (
        <p role="alert" className="text-sm text-ruby">
          {errorMessage(write.error)}
        </p>
      ) : null}
      <SubmitButton pending={write.isPending} pendingLabel={t('product.reviews.form.sending')} fullWidth={false}>
        {t('product.reviews.form.submit')}
      </SubmitButton>
    </form>
  );
}
