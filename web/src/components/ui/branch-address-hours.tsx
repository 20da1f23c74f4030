import type { Branch } from '#domain/store/settings.ts';
import { t } from '#web/lib/i18n.ts';
import { storeHours } from '#web/lib/store-texts.ts';

const LABEL = 'text-xs font-semibold tracking-[0.18em] text-ink-soft uppercase';

/**
 * Where a branch is and when it is open: what a shopper collecting an order needs (the checkout's
 * pick-up choice, the confirmation, My Orders). `className` lays the two side by side where there is room.
 */
export function BranchAddressAndHours({ branch, className = 'space-y-4' }: { branch: Branch; className?: string }) {
  return (
    <div className={`text-sm ${className}`}>
      <div>
        <p className={LABEL}>{t('orders.pickup.address')}</p>
        <address className="mt-1 leading-relaxed text-ink not-italic">
          <bdi>{branch.street}</bdi>
          <br />
          <bdi>
            {branch.city}, {branch.region} {branch.postalCode}
          </bdi>
          <br />
          <bdi dir="ltr" className="text-ink-soft">
            {branch.phone}
          </bdi>
        </address>
      </div>
      <div>
        <p className={LABEL}>{t('orders.pickup.hours')}</p>
        <dl className="mt-1 space-y-0.5 text-ink">
          {storeHours().map((row) => (
            <div key={row.id} className="flex justify-between gap-3">
              <dt className="text-ink-soft">{row.days}</dt>
              <dd className="text-end">{row.hours}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
