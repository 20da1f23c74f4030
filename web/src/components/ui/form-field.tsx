import { AlertCircle, ChevronDown, type LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { currentDirection, translateIfKnown } from '#web/lib/i18n.ts';

// Every form's fields (account, checkout, product, metal price): a visible label, the control,
// an optional hint and the schema's or server's message under it. An invalid control says so
// with aria-invalid and names its message and hint with aria-describedby, so a screen reader
// hears why. The message's id is `${id}-error`, the hint's `${id}-hint`.

/** 'md' for forms; 'sm' for a dense grid (the rate feed's premiums); 'lg' for one big number (price per gram). */
type FieldSize = 'sm' | 'md' | 'lg';

const SIZES: Readonly<Record<FieldSize, { gap: string; control: string }>> = {
  sm: { gap: 'mt-1', control: 'h-11' },
  md: { gap: 'mt-2', control: 'h-12 text-[15px]' },
  lg: { gap: 'mt-2', control: 'h-14 text-xl' },
};

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** The box every control shares: its border says whether the value is in error; read-only is greyed. */
const controlClass = (error: string | undefined, readOnly = false) =>
  classes(
    'w-full rounded-xl border transition outline-none placeholder:text-stone-500 focus:ring-2',
    readOnly ? 'bg-sand/60 text-ink-soft' : 'bg-white text-ink shadow-sm',
    error
      ? 'border-ruby focus:border-ruby focus:ring-ruby/20'
      : 'border-stone-300 hover:border-stone-400 focus:border-gold-500 focus:ring-gold-300/60',
  );

interface FieldProps {
  id: string;
  label: string;
  /** Shown after the label in a lighter weight: '(optional)', '(grams)'. */
  labelNote?: string | undefined;
  hint?: ReactNode;
  error?: string | undefined;
  /** Ids of other elements that describe the field, e.g. the password checklist. */
  describedBy?: string | undefined;
  size?: FieldSize;
  /** The field's wrapper (its place in a grid), not the control. */
  className?: string | undefined;
}

/**
 * A message under a field, or about a group of fields (the photos, the stone lines); nothing when
 * there is none. The shared schemas and the server write English: a sentence the catalogue knows
 * is shown in the page's language.
 */
export function FieldError({
  id,
  error: english,
  size = 'md',
}: {
  id: string;
  error: string | undefined;
  size?: FieldSize;
}) {
  if (!english) return null;
  const error = translateIfKnown(english);
  if (size === 'sm') {
    return (
      <p id={id} className="mt-1 text-xs text-ruby">
        {error}
      </p>
    );
  }
  return (
    <p id={id} className="mt-2 flex items-start gap-1.5 text-sm text-ruby">
      <AlertCircle size={15} aria-hidden="true" className="mt-0.5 shrink-0" />
      {error}
    </p>
  );
}

/** What a field hands its control: its id, and aria-invalid and aria-describedby (message first, then hint). */
interface ControlWiring {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A field: splits its props into the frame's and the control's, and draws the frame (label, hint,
 * message) around the control that `control` returns.
 */
function renderField<P extends FieldProps>(
  props: P,
  control: (wiring: ControlWiring, rest: Omit<P, keyof FieldProps>, size: FieldSize) => ReactNode,
) {
  const { id, label, labelNote, hint, error, describedBy, size = 'md', className, ...rest } = props;
  const wiring: ControlWiring = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby':
      classes(error ? `${id}-error` : undefined, hint ? `${id}-hint` : undefined, describedBy) || undefined,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        {/* The space keeps 'Weight (grams)' two words for screen readers, not 'Weight(grams)'. */}
        {labelNote ? <span className="font-normal text-ink-soft"> {labelNote}</span> : null}
      </label>
      <div className={`relative ${SIZES[size].gap}`}>{control(wiring, rest, size)}</div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-2 text-xs text-ink-soft">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} size={size} />
    </div>
  );
}

type TextFieldProps = FieldProps &
  Omit<ComponentProps<'input'>, 'id' | 'size' | 'prefix' | 'className'> & {
    /** An icon inside the start edge (the account forms'). */
    icon?: LucideIcon | undefined;
    /** A sign before the value, e.g. '$'. */
    prefix?: ReactNode;
    /** A unit after the value, e.g. 'per gram' or '%': give it room with a pe-… in inputClassName. */
    suffix?: ReactNode;
    /** A control inside the end edge (the password's show/hide toggle). */
    trailing?: ReactNode;
    /** Extra classes for the input itself: a suffix's room, tabular-nums. */
    inputClassName?: string | undefined;
  };

/** A labelled text, number, e-mail or password input (react-hook-form's `register` spreads onto it). */
export function TextField(props: TextFieldProps) {
  return renderField(props, (wiring, { icon: Icon, prefix, suffix, trailing, inputClassName, ...input }, size) => {
    // A value written left to right (an e-mail, a card number) on a right-to-left page: the input's
    // own start is the page's end, so its paddings change sides and its text keeps to the page's start.
    const flipped = input.dir === 'ltr' && currentDirection() === 'rtl';
    const startRoom = Icon ? 'ps-11' : prefix ? 'ps-9' : size === 'sm' ? 'ps-3' : 'ps-4';
    const endRoom = trailing ? 'pe-12' : suffix ? undefined : size === 'sm' ? 'pe-3' : 'pe-4';
    const flippedStartRoom = Icon ? 'pe-11' : prefix ? 'pe-9' : size === 'sm' ? 'pe-3' : 'pe-4';
    const flippedEndRoom = trailing ? 'ps-12' : suffix ? undefined : size === 'sm' ? 'ps-3' : 'ps-4';
    return (
      <>
        {Icon ? (
          <Icon
            aria-hidden="true"
            className="pointer-events-none absolute start-4 top-1/2 size-4.5 -translate-y-1/2 text-gold-600"
          />
        ) : null}
        {prefix ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute start-4 top-1/2 -translate-y-1/2 text-lg text-ink-soft"
          >
            {prefix}
          </span>
        ) : null}
        <input
          {...wiring}
          className={classes(
            SIZES[size].control,
            flipped ? flippedStartRoom : startRoom,
            flipped ? flippedEndRoom : endRoom,
            flipped && 'text-right',
            controlClass(props.error, Boolean(input.readOnly)),
            inputClassName,
          )}
          {...input}
        />
        {suffix ? (
          <span
            aria-hidden="true"
            className={`pointer-events-none absolute top-1/2 ${size === 'sm' ? 'end-3' : 'end-4'} -translate-y-1/2 text-sm text-ink-soft`}
          >
            {suffix}
          </span>
        ) : null}
        {trailing}
      </>
    );
  });
}

type SelectFieldProps = FieldProps & Omit<ComponentProps<'select'>, 'id' | 'size' | 'className'>;

/** A labelled select drawn like the inputs, with the shop's chevron in place of the browser's. */
export function SelectField(props: SelectFieldProps) {
  return renderField(props, (wiring, { children, ...select }, size) => (
    <>
      <select
        {...wiring}
        className={classes(SIZES[size].control, 'appearance-none ps-4 pe-10', controlClass(props.error))}
        {...select}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute end-3.5 top-1/2 size-4.5 -translate-y-1/2 text-gold-600"
      />
    </>
  ));
}

type TextAreaFieldProps = Omit<FieldProps, 'size'> & Omit<ComponentProps<'textarea'>, 'id' | 'className'>;

/** A labelled multi-line text, as tall as its `rows`. */
export function TextAreaField(props: TextAreaFieldProps) {
  return renderField(props, (wiring, textarea) => (
    <textarea
      {...wiring}
      className={classes('block px-4 py-3 text-[15px] leading-relaxed', controlClass(props.error))}
      {...textarea}
    />
  ));
}

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'id' | 'type' | 'className'> & {
  id: string;
  label: string;
  hint?: ReactNode;
  className?: string | undefined;
};

/** A checkbox on a card that is its label, with a hint under the label. */
export function CheckboxField({ id, label, hint, className, ...input }: CheckboxFieldProps) {
  return (
    <div className={className}>
      <label className="flex cursor-pointer items-start gap-3 rounded-2xl border border-gold-100 bg-ivory p-4 transition hover:border-gold-300">
        <input
          id={id}
          type="checkbox"
          aria-describedby={hint ? `${id}-hint` : undefined}
          className="mt-0.5 size-5 shrink-0 accent-gold-600"
          {...input}
        />
        <span>
          <span className="block text-sm font-medium text-ink">{label}</span>
          {hint ? (
            <span id={`${id}-hint`} className="mt-0.5 block text-xs text-ink-soft">
              {hint}
            </span>
          ) : null}
        </span>
      </label>
    </div>
  );
}
