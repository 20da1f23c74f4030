import { Check } from 'lucide-react';
import type { ComponentProps } from 'react';
import { PASSWORD_RULES } from '#domain/accounts/password-policy.ts';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { t, type MessageId } from '#web/lib/i18n.ts';

const RULE_LABEL_IDS: Record<(typeof PASSWORD_RULES)[number]['id'], MessageId> = {
  length: 'auth.passwordRule.length',
  lower: 'auth.passwordRule.lower',
  upper: 'auth.passwordRule.upper',
  digit: 'auth.passwordRule.digit',
};

/**
 * The password policy beside the field, ticked off while typing. The field points here with
 * aria-describedby, so screen readers hear the rules (and which are met) on focus without
 * being interrupted on every key.
 */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  return (
    <div id={id} className="mt-3 rounded-xl border border-gold-100 bg-gold-50/60 px-4 py-3">
      <p className="text-xs font-semibold tracking-wide text-ink-soft">{t('auth.passwordRules.title')}</p>
      <ul className="mt-2 grid gap-x-4 gap-y-1.5 sm:grid-cols-2">
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <li
              key={rule.id}
              className={`flex items-center gap-2 text-[13px] transition-colors ${met ? 'text-emerald' : 'text-ink-soft'}`}
            >
              <span
                aria-hidden="true"
                className={`grid size-4.5 shrink-0 place-items-center rounded-full border transition-colors ${
                  met ? 'border-emerald bg-emerald text-white' : 'border-stone-400 bg-white'
                }`}
              >
                {met ? <Check size={11} strokeWidth={3} /> : null}
              </span>
              {t(RULE_LABEL_IDS[rule.id])}
              <span className="sr-only"> {met ? t('auth.passwordRules.done') : t('auth.passwordRules.needed')}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * A password being chosen (sign-up, reset, change): the field with the policy checklist it points to.
 * `password` is the field's current value, watched by the form.
 */
export function NewPasswordField({
  password,
  ...field
}: Omit<ComponentProps<typeof PasswordField>, 'describedBy' | 'autoComplete'> & { password: string }) {
  const checklistId = `${field.id}-rules`;
  return (
    <div>
      <PasswordField autoComplete="new-password" describedBy={checklistId} {...field} />
      <PasswordChecklist id={checklistId} password={password} />
    </div>
  );
}
