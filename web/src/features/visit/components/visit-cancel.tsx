import { useMutation } from '@tanstack/react-query';
import type { Appointment } from '#domain/appointments/appointment.ts';
import { apiSend, errorMessage } from '#web/lib/api-client.ts';
import { t } from '#web/lib/i18n.ts';

/** The confirmation mail's cancel link lands here: the token is sent only when the shopper confirms. */
export function VisitCancel({ token }: { token: string }) {
  const cancel = useMutation({
    mutationFn: () => apiSend<Appointment>('POST', '/appointments/cancel', { token }),
  });
  return (
    <section aria-labelledby="visit-cancel" className="mx-auto max-w-xl rounded-2xl bg-white p-8 shadow-sm">
      <h2 id="visit-cancel" className="text-2xl font-semibold text-ink">
        {t('visit.cancel.title')}
      </h2>
      {cancel.isSuccess ? (
        <p role="status" className="mt-3 text-ink-soft">
          {t('visit.cancel.done')}
        </p>
      ) : (
        <>
          <p className="mt-3 text-ink-soft">{t('visit.cancel.text')}</p>
          {cancel.isError ? (
            <p role="alert" className="mt-3 text-sm text-ruby">
              {errorMessage(cancel.error)}
            </p>
          ) : null}
          <button
            type="button"
            className="btn-gold mt-6 h-12 px-6"
            aria-disabled={cancel.isPending || undefined}
            onClick={() => !cancel.isPending && cancel.mutate()}
          >
            {t('visit.cancel.button')}
          </button>
        </>
      )}
    </section>
  );
}
