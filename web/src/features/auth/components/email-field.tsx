import { Mail } from 'lucide-react';
import type { ComponentProps } from 'react';
import { TextField } from '#web/components/ui/form-field.tsx';
import { t } from '#web/lib/i18n.ts';

/** The e-mail field of the account forms: one place for its keyboard and autofill hints. */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'label' | 'icon' | 'type'>) {
  return (
    <TextField
      label={t('auth.email')}
      icon={Mail}
      type="email"
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
      placeholder="you@example.com"
      dir="ltr"
      {...props}
    />
  );
}
