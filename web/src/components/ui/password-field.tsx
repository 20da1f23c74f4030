import { Eye, EyeOff, LockKeyhole } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { t } from '#web/lib/i18n.ts';
import { TextField } from './form-field.tsx';

type PasswordFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'type' | 'icon' | 'prefix' | 'suffix' | 'trailing' | 'size'
>;

/** A password input with a show/hide toggle, so a long password can be checked before sending. */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      icon={LockKeyhole}
      spellCheck={false}
      autoCapitalize="none"
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t('ui.password.hide') : t('ui.password.show')}
          aria-controls={props.id}
          className="absolute end-1.5 top-1/2 grid size-9 -translate-y-1/2 place-items-center rounded-lg text-ink-soft transition hover:bg-sand hover:text-ink"
        >
          {visible ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
        </button>
      }
    />
  );
}
