import { Store, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFormContext, type UseFormRegisterReturn } from 'react-hook-form';
import { store, type BranchId } from '#domain/store/settings.ts';
import { t } from '#web/lib/i18n.ts';
import { branchName } from '#web/lib/store-texts.ts';
import { FormSection } from './form-section.tsx';
import type { Receive, RecipientFormValues } from './recipient-form.ts';

/**
 * Step 1: shipped, or picked up at one of the branches. A branch that cannot hand over every piece
 * today is shown, unavailable, with why. Native radios in the step's fieldset: arrow keys move
 * between the choices and the legend names the group.
 */
export function FulfilmentChoice({ pickupBranches }: { pickupBranches: readonly BranchId[] }) {
  const { register } = useFormContext<RecipientFormValues>();
  const field = register('receive');
  return (
    <FormSection step={1} title={t('checkout.receive.title')}>
      <div className="grid gap-3">
        <Choice
          value="ship"
          field={field}
          icon={<Truck size={20} aria-hidden="true" />}
          title={t('checkout.receive.ship')}
          hint={t('checkout.receive.shipHint')}
        />
        {store.branches.map((branch) => {
          const available = pickupBranches.includes(branch.id);
          return (
            <Choice
              key={branch.id}
              value={branch.id}
              field={field}
              icon={<Store size={20} aria-hidden="true" />}
              title={t('checkout.receive.pickup', { branch: branchName(branch) })}
              hint={
                available ? (
                  <bdi>
                    {branch.street}, {branch.city}, {branch.region}
                  </bdi>
                ) : (
                  t('checkout.receive.notHere')
                )
              }
              unavailable={!available}
            />
          );
        })}
      </div>
    </FormSection>
  );
}

/** One choice: the whole card is the radio's label; the line under the title describes it. */
function Choice({
  value,
  field,
  icon,
  title,
  hint,
  unavailable = false,
}: {
  value: Receive;
  field: UseFormRegisterReturn<'receive'>;
  icon: ReactNode;
  title: string;
  hint: ReactNode;
  unavailable?: boolean;
}) {
  const id = `checkout-receive-${value}`;
  return (
    <label
      htmlFor={id}
      className={`flex items-start gap-3 rounded-2xl p-4 ring-1 transition ${
        unavailable
          ? 'cursor-not-allowed bg-sand/50 ring-stone-200'
          : 'cursor-pointer ring-gold-100 hover:ring-gold-300 has-checked:bg-gold-50 has-checked:ring-2 has-checked:ring-gold-600'
      }`}
    >
      <input
        id={id}
        type="radio"
        value={value}
        disabled={unavailable}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-hint`}
        className="mt-1 size-4 shrink-0 accent-gold-700"
        {...field}
      />
      <span className={`mt-0.5 shrink-0 ${unavailable ? 'text-stone-400' : 'text-gold-700'}`}>{icon}</span>
      <span className="min-w-0">
        <span id={`${id}-title`} className={`block font-semibold ${unavailable ? 'text-ink-soft' : 'text-ink'}`}>
          {title}
        </span>
        <span id={`${id}-hint`} className="mt-0.5 block text-sm text-ink-soft">
          {hint}
        </span>
      </span>
    </label>
  );
}
