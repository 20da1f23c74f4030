import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { branchOf, type Appointment } from '#domain/appointments/appointment.ts';
import type { MessageId } from '#domain/i18n/messages.ts';
import { queryKeys } from '#domain/query-keys.ts';
import { apiGet, apiSend, errorMessage } from '#web/lib/api-client.ts';
import { currentIntlLocale, t } from '#web/lib/i18n.ts';
import { branchName } from '#web/lib/store-texts.ts';

/** The signed-in customer's visits on their account page; a booked one can be cancelled here. Nothing when there are none. */
export function MyVisits() {
  const queryClient = useQueryClient();
  const visits = useQuery({
    queryKey: queryKeys.myVisits,
    queryFn: ({ signal }) => apiGet<{ items: Appointment[] }>('/account/appointments', { signal }),
  });
  const cancel = useMutation({
    mutationFn: (id: string) => apiSend<Appointment>('POST', `/account/appointments/${encodeURIComponent(id)}/cancel`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.myVisits }),
  });
  const items = visits.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="my-visits" className="mx-auto mb-10 max-w-5xl rounded-2xl bg-white p-6 shadow-sm">
      <h2 id="my-visits" className="text-xl font-semibold text-ink">
        {t('orders.visits.title')}
      </h2>
      {cancel.isError ? (
        <p role="alert" className="mt-3 text-sm text-ruby">
          {errorMessage(cancel.error)}
        </p>
      ) : null}
      <ul className="mt-4 divide-y divide-gold-100">
        {items.map((visit) => {
          const branch = branchOf(visit.branchId);
          const when = new Intl.DateTimeFormat(currentIntlLocale(), {
            dateStyle: 'full',
            timeStyle: 'short',
            timeZone: branch.timeZone,
          }).format(new Date(visit.startsAt));
          return (
            <li key={visit.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <span>
                {t('orders.visits.when', { when, branch: branchName(branch) })}
                <span className="ms-2 text-sm text-ink-soft">
                  {t(`orders.visits.status.${visit.status}` as MessageId)}
                </span>
              </span>
              {visit.status === 'booked' ? (
                <button
                  type="button"
                  className="btn-outline px-4 py-2 text-sm"
                  aria-disabled={cancel.isPending || undefined}
                  onClick={() => !cancel.isPending && cancel.mutate(visit.id)}
                >
                  {t('orders.visits.cancel')}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
