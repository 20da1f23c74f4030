import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  BRANCH_IDS,
  branchOf,
  MAIN_BRANCH_ID,
  type AdminAppointmentList,
  type BranchId,
} from '#domain/appointments/appointment.ts';
import { localDateOf } from '#domain/appointments/zoned-time.ts';
import { queryKeys } from '#domain/query-keys.ts';
import { dashboardPaths } from '#web/config/dashboard-paths.ts';
import { SelectField, TextField } from '#web/components/ui/form-field.tsx';
import { apiGet, apiSend, errorMessage } from '#web/lib/api-client.ts';
import { t } from '#web/lib/i18n.ts';
import type { MessageId } from '#domain/i18n/messages.ts';

const cell = 'px-4 py-3 text-start align-top';

/** One branch's day of visits; each booked visit is marked attended or missed (audited by the server). */
export function BranchDay() {
  const [branchId, setBranchId] = useState<BranchId>(MAIN_BRANCH_ID);
  const { timeZone } = branchOf(branchId);
  const [date, setDate] = useState(() => localDateOf(new Date(), timeZone));
  const queryClient = useQueryClient();
  const day = useQuery({
    queryKey: queryKeys.adminVisits(branchId, date),
    queryFn: ({ signal }) => apiGet<AdminAppointmentList>('/admin/appointments', { query: { branchId, date }, signal }),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
  });
  const mark = useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'attended' | 'missed' }) =>
      apiSend('PATCH', `/admin/appointments/${encodeURIComponent(id)}`, { status }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminVisits(branchId, date) }),
  });
  const time = (instant: string) =>
    new Intl.DateTimeFormat('en-US', { timeStyle: 'short', timeZone }).format(new Date(instant));

  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="visits-branch"
          label="Branch"
          value={branchId}
          onChange={(event) => setBranchId(event.target.value as BranchId)}
        >
          {BRANCH_IDS.map((id) => (
            <option key={id} value={id}>
              {branchOf(id).name}
            </option>
          ))}
        </SelectField>
        <TextField
          id="visits-day"
          label="Day"
          type="date"
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
      </div>
      {mark.isError ? (
        <p role="alert" className="text-sm text-ruby">
          {errorMessage(mark.error)}
        </p>
      ) : null}
      <section
        aria-label="Visits of the day"
        className="overflow-x-auto rounded-3xl bg-white shadow-sm ring-1 ring-gold-100"
      >
        <table className="w-full text-sm">
          <caption className="sr-only">
            Visits at {branchOf(branchId).name} on {date}, in {timeZone} time
          </caption>
          <thead className="text-ink-soft">
            <tr>
              <th scope="col" className={cell}>
                Time
              </th>
              <th scope="col" className={cell}>
                Visitor
              </th>
              <th scope="col" className={cell}>
                Purpose
              </th>
              <th scope="col" className={cell}>
                Status
              </th>
              <th scope="col" className={cell}>
                Mark
              </th>
            </tr>
          </thead>
          <tbody>
            {day.isPending ? (
              <tr>
                <td colSpan={5} className="px-4 py-10 text-center text-ink-soft">
                  Loading the visits…
                </td>
              </tr>
            ) : day.isError ? (
              <tr>
                <td colSpan={5} className="px-4 py-10 text-center text-ruby">
                  {errorMessage(day.error)}
                </td>
              </tr>
            ) : day.data.items.length === 0 ? (
              <tr>
                <td colSpan={5} className="px-4 py-10 text-center text-ink-soft">
                  No visits booked on this day
                </td>
              </tr>
            ) : (
              day.data.items.map((visit) => (
                <tr key={visit.id} className="border-t border-gold-100">
                  <td className={cell}>{time(visit.startsAt)}</td>
                  <td className={cell}>
                    {visit.name}
                    <br />
                    <a href={`tel:${visit.phone}`} className="text-gold-700 underline">
                      {visit.phone}
                    </a>
                    <br />
                    <a href={`mailto:${visit.email}`} className="text-gold-700 underline">
                      {visit.email}
                    </a>
                    {visit.productId ? (
                      <>
                        <br />
                        Piece {visit.productId}
                      </>
                    ) : null}
                    {visit.estimateId ? (
                      <>
                        <br />
                        <Link
                          to={dashboardPaths.goldPurchase.getHref(visit.estimateId)}
                          className="text-gold-700 hover:underline"
                        >
                          Old gold offer {visit.estimateId}
                        </Link>
                      </>
                    ) : null}
                  </td>
                  <td className={cell}>{t(`visit.purpose.${visit.purpose}` as MessageId)}</td>
                  <td className={`${cell} capitalize`}>{visit.status}</td>
                  <td className={cell}>
                    <div className="flex gap-2">
                      {(['attended', 'missed'] as const).map((status) => (
                        <button
                          key={status}
                          type="button"
                          className="btn-outline px-3 py-1 text-xs capitalize"
                          aria-pressed={visit.status === status}
                          aria-label={`Mark ${visit.name}'s visit at ${time(visit.startsAt)} ${status}`}
                          onClick={() => mark.mutate({ id: visit.id, status })}
                        >
                          {status}
                        </button>
                      ))}
                    </div>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>
    </div>
  );
}
