import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import {
  BRANCH_IDS,
  branchOf,
  MAIN_BRANCH_ID,
  VISIT_PURPOSES,
  type Appointment,
  type BranchId,
  type SlotList,
  type VisitPurpose,
} from '#domain/appointments/appointment.ts';
import { BOOKING_WINDOW_DAYS } from '#domain/appointments/slots.ts';
import { localDateOf } from '#domain/appointments/zoned-time.ts';
import type { MessageId } from '#domain/i18n/messages.ts';
import { queryKeys } from '#domain/query-keys.ts';
import { FieldError, SelectField, TextField } from '#web/components/ui/form-field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { apiGet, apiSend, errorMessage } from '#web/lib/api-client.ts';
import { currentIntlLocale, currentLanguage, t } from '#web/lib/i18n.ts';
import { branchName } from '#web/lib/store-texts.ts';

const zoneName = (timeZone: string) => timeZone.split('/').pop()!.replace(/_/g, ' ');

function timeOf(instant: string, timeZone: string, dateStyle?: 'full') {
  return new Intl.DateTimeFormat(currentIntlLocale(), { dateStyle, timeStyle: 'short', timeZone }).format(
    new Date(instant),
  );
}

/** The form of /book-a-visit: branch, purpose, a day of the branch and one of its free times, and who comes. */
export function VisitBooking({
  branch: initialBranch,
  productId,
  purpose: initialPurpose,
  estimateId,
}: {
  branch?: BranchId;
  productId?: string;
  purpose?: VisitPurpose;
  /** The online offer for old gold to assay at the visit (/sell-gold's link). */
  estimateId?: string;
}) {
  const [branchId, setBranchId] = useState<BranchId>(initialBranch ?? MAIN_BRANCH_ID);
  const [purpose, setPurpose] = useState<VisitPurpose>(initialPurpose ?? 'viewing');
  const { timeZone } = branchOf(branchId);
  // The clock is read once, when the form opens: the window it offers stays put while it is filled in.
  const [opened] = useState(() => new Date());
  const today = localDateOf(opened, timeZone);
  const lastDay = localDateOf(new Date(opened.getTime() + BOOKING_WINDOW_DAYS * 86_400_000), timeZone);
  const [date, setDate] = useState(today);
  const [startsAt, setStartsAt] = useState('');
  const [missingSlot, setMissingSlot] = useState(false);
  const slotsId = useId();

  const slots = useQuery({
    queryKey: queryKeys.visitSlots(branchId, date),
    queryFn: ({ signal }) => apiGet<SlotList>('/appointments/slots', { query: { branchId, date }, signal }),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
  });
  const booking = useMutation({
    mutationFn: (body: Record<string, unknown>) => apiSend<Appointment>('POST', '/appointments', body),
    onError: () => void slots.refetch(),
  });

  if (booking.data) {
    const booked = booking.data;
    return (
      <section
        aria-labelledby="visit-booked"
        className="mx-auto max-w-xl rounded-2xl bg-white p-8 shadow-sm"
        role="status"
      >
        <h2 id="visit-booked" className="text-2xl font-semibold text-ink">
          {t('visit.booked.title')}
        </h2>
        <p className="mt-3 text-ink-soft">
          {t('visit.booked.text', {
            when: timeOf(booked.startsAt, timeZone, 'full'),
            branch: branchName(branchOf(booked.branchId)),
            email: String(booking.variables.email),
          })}
        </p>
      </section>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (booking.isPending) return;
    if (!startsAt) return setMissingSlot(true);
    const form = new FormData(event.currentTarget);
    booking.mutate({
      branchId,
      startsAt,
      purpose,
      ...(productId && { productId }),
      ...(estimateId && purpose === 'sell_gold' && { estimateId }),
      name: String(form.get('name') ?? ''),
      phone: String(form.get('phone') ?? ''),
      email: String(form.get('email') ?? ''),
      language: currentLanguage(),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="mx-auto grid max-w-xl gap-6">
      {productId ? <p className="text-ink-soft">{t('visit.piece', { id: productId })}</p> : null}
      <SelectField
        id="visit-branch"
        label={t('visit.branch')}
        value={branchId}
        onChange={(event) => {
          setBranchId(event.target.value as BranchId);
          setStartsAt('');
        }}
      >
        {BRANCH_IDS.map((id) => (
          <option key={id} value={id}>
            {branchName(branchOf(id))}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="visit-purpose"
        label={t('visit.purpose')}
        value={purpose}
        onChange={(event) => setPurpose(event.target.value as VisitPurpose)}
      >
        {VISIT_PURPOSES.map((id) => (
          <option key={id} value={id}>
            {t(`visit.purpose.${id}` as MessageId)}
          </option>
        ))}
      </SelectField>
      <TextField
        id="visit-day"
        label={t('visit.day')}
        type="date"
        min={today}
        max={lastDay}
        value={date}
        onChange={(event) => {
          setDate(event.target.value);
          setStartsAt('');
        }}
      />
      <fieldset aria-describedby={missingSlot ? `${slotsId}-error` : undefined}>
        <legend className="text-sm font-semibold text-ink">{t('visit.slots', { zone: zoneName(timeZone) })}</legend>
        {slots.isPending ? (
          <p className="mt-2 text-sm text-ink-soft">{t('visit.slotsLoading')}</p>
        ) : slots.isError ? (
          <p className="mt-2 text-sm text-ruby">{errorMessage(slots.error)}</p>
        ) : slots.data.slots.length === 0 ? (
          <p className="mt-2 text-sm text-ink-soft">{t('visit.noSlots')}</p>
        ) : (
          <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
            {slots.data.slots.map((slot) => {
              const time = timeOf(slot.startsAt, timeZone);
              const full = slot.remaining === 0;
              return (
                <label
                  key={slot.startsAt}
                  className={`flex cursor-pointer items-center justify-center rounded-xl border px-2 py-2 text-sm has-checked:border-gold-600 has-checked:bg-gold-100 has-focus-visible:ring-2 has-focus-visible:ring-gold-400 ${full ? 'cursor-not-allowed border-stone-200 text-stone-500 line-through' : 'border-stone-300 text-ink'}`}
                >
                  <input
                    type="radio"
                    name="slot"
                    value={slot.startsAt}
                    checked={startsAt === slot.startsAt}
                    disabled={full}
                    onChange={() => {
                      setStartsAt(slot.startsAt);
                      setMissingSlot(false);
                    }}
                    className="sr-only"
                  />
                  <span dir="ltr">{full ? t('visit.slotFull', { time }) : time}</span>
                </label>
              );
            })}
          </div>
        )}
        <FieldError id={`${slotsId}-error`} error={missingSlot ? t('visit.chooseSlot') : undefined} />
      </fieldset>
      <TextField id="visit-name" name="name" label={t('visit.name')} autoComplete="name" required />
      <TextField
        id="visit-phone"
        name="phone"
        label={t('visit.phone')}
        type="tel"
        autoComplete="tel"
        dir="ltr"
        required
      />
      <TextField
        id="visit-email"
        name="email"
        label={t('visit.email')}
        type="email"
        autoComplete="email"
        dir="ltr"
        required
      />
      {booking.isError ? (
        <p role="alert" className="text-sm text-ruby">
          {errorMessage(booking.error)}
        </p>
      ) : null}
      <SubmitButton pending={booking.isPending} pendingLabel={t('visit.submitting')}>
        {t('visit.submit')}
      </SubmitButton>
    </form>
  );
}
