import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { Mail } from 'lucide-react';
import { BROWSER_TEXT_PARTS } from '#domain/i18n/parts.ts';
import { loadLanguage } from '#web/lib/i18n.ts';
import { CheckboxField, FieldError, SelectField, TextAreaField, TextField } from './form-field.tsx';
import { PasswordField } from './password-field.tsx';
import { SubmitButton } from './submit-button.tsx';

/** The texts of the elements a control's aria-describedby names, in its order. */
function descriptions(control: HTMLElement): string[] {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => {
    const element = document.getElementById(id);
    expect(element, `#${id} is on the page`).not.toBeNull();
    return element!.textContent!.trim();
  });
}

describe('TextField', () => {
  it('is named by its label and says nothing more when there is no hint or error', () => {
    render(<TextField id="city" label="City" />);
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input.id).toBe('city');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('reads the label note as part of the name, with a space before it', () => {
    render(<TextField id="weight" label="Net metal weight" labelNote="(grams)" />);
    expect(screen.getByLabelText('Net metal weight (grams)').id).toBe('weight');
  });

  it('is described by its hint while valid', () => {
    render(<TextField id="fee" label="Fee" hint="Hallmark or certificate: one amount." />);
    const input = screen.getByLabelText('Fee');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.getAttribute('aria-describedby')).toBe('fee-hint');
    expect(descriptions(input)).toEqual(['Hallmark or certificate: one amount.']);
  });

  it('marks an error invalid, shows it under the field and names it first, then the hint', () => {
    render(<TextField id="fee" label="Fee" hint="One amount." error="Enter an amount in dollars" />);
    const input = screen.getByLabelText('Fee');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('fee-error fee-hint');
    expect(descriptions(input)).toEqual(['Enter an amount in dollars', 'One amount.']);
    expect(screen.getByText('Enter an amount in dollars').id).toBe('fee-error');
  });

  it('adds the ids of other descriptions after its own', () => {
    render(
      <>
        <TextField id="code" label="Code" error="Type the 6 digits" describedBy="code-help" />
        <p id="code-help">From your authenticator app.</p>
      </>,
    );
    expect(descriptions(screen.getByLabelText('Code'))).toEqual(['Type the 6 digits', 'From your authenticator app.']);
  });

  it('hides its prefix and suffix from screen readers: the label says the unit', () => {
    render(<TextField id="price" label="Price per gram (US dollars)" prefix="$" suffix="per gram" />);
    expect(screen.getByText('$').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('per gram').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('textbox').getAttribute('aria-describedby')).toBeNull();
  });

  it('passes the ref and events of react-hook-form’s register to the input', async () => {
    let submitted: { name: string } | undefined;
    function NameForm() {
      const form = useForm({ defaultValues: { name: '' } });
      const onSubmit = form.handleSubmit((values) => (submitted = values));
      return (
        <form onSubmit={onSubmit}>
          <TextField
            id="name"
            label="Full name"
            error={form.formState.errors.name?.message}
            {...form.register('name', { required: 'Please enter your name' })}
          />
          <button type="submit">Send</button>
        </form>
      );
    }
    render(<NameForm />);
    const input = screen.getByLabelText('Full name');

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptions(input)).toEqual(['Please enter your name']);
    // The resolver's focus on the first error goes through the ref the field hands on.
    expect(document.activeElement).toBe(input);

    fireEvent.change(input, { target: { value: 'Layla Haddad' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(submitted).toEqual({ name: 'Layla Haddad' }));
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByText('Please enter your name')).toBeNull();
  });
});

describe('SelectField and TextAreaField', () => {
  it('wire their label, error and hint like the text field', () => {
    render(
      <>
        <SelectField id="state" label="State" error="Choose a state">
          <option value="">Choose…</option>
          <option value="LA">Louisiana</option>
        </SelectField>
        <TextAreaField id="summary" label="Short description" hint="One line for the card." />
      </>,
    );
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(descriptions(select)).toEqual(['Choose a state']);

    const textarea = screen.getByRole('textbox', { name: 'Short description' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea.hasAttribute('aria-invalid')).toBe(false);
    expect(descriptions(textarea)).toEqual(['One line for the card.']);
  });
});

describe('CheckboxField', () => {
  it('is named by the card it sits on and described by its hint', () => {
    render(<CheckboxField id="featured" label="Featured" hint="Featured pieces come first." />);
    // The whole card is the label, so the name holds the hint too.
    const box = screen.getByRole('checkbox', { name: /^Featured/ });
    expect(descriptions(box)).toEqual(['Featured pieces come first.']);
    fireEvent.click(screen.getByText('Featured'));
    expect((box as HTMLInputElement).checked).toBe(true);
  });
});

describe('FieldError', () => {
  it('renders nothing without a message, and the message under its id with one', () => {
    const { container, rerender } = render(<FieldError id="photos-error" error={undefined} />);
    expect(container.innerHTML).toBe('');
    rerender(<FieldError id="photos-error" error="Please wait until every photo has finished uploading." />);
    expect(document.getElementById('photos-error')?.textContent).toBe(
      'Please wait until every photo has finished uploading.',
    );
  });
});

describe('PasswordField', () => {
  it('shows and hides the password with a toggle that names what it will do', () => {
    render(<PasswordField id="password" label="Password" error="Please enter your password" />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    expect(input.getAttribute('aria-invalid')).toBe('true');

    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-controls')).toBe('password');
    expect(toggle.getAttribute('type')).toBe('button');
    fireEvent.click(toggle);
    expect(input.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.type).toBe('password');
  });
});

describe('SubmitButton', () => {
  it('stays focusable while pending and says what is happening', () => {
    const { rerender } = render(
      <SubmitButton pending={false} pendingLabel="Signing In…">
        Sign In
      </SubmitButton>,
    );
    const button = screen.getByRole('button', { name: 'Sign In' });
    expect(button.hasAttribute('aria-disabled')).toBe(false);

    rerender(
      <SubmitButton pending pendingLabel="Signing In…">
        Sign In
      </SubmitButton>,
    );
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.textContent).toBe('Signing In…');
  });
});

describe('on an Arabic page', () => {
  afterEach(() => loadLanguage('en', BROWSER_TEXT_PARTS()));

  it('shows a schema’s English message in Arabic when the catalogue knows it, and an unknown one as it is', async () => {
    await loadLanguage('ar', BROWSER_TEXT_PARTS());
    const { rerender } = render(<FieldError id="phone-error" error="Please enter your phone number" />);
    expect(document.getElementById('phone-error')!.textContent).toBe('يُرجى إدخال رقم هاتفك');
    rerender(<FieldError id="phone-error" error="Sorry, Layali Bangle is out of stock." />);
    expect(document.getElementById('phone-error')!.textContent).toBe('Sorry, Layali Bangle is out of stock.');
  });

  it('keeps a left-to-right value’s room on the icon’s side: the page’s start', async () => {
    await loadLanguage('ar', BROWSER_TEXT_PARTS());
    render(<TextField id="email" label="البريد" dir="ltr" icon={Mail} />);
    const email = screen.getByRole('textbox', { name: 'البريد' });
    expect(email.className).toContain('pe-11');
    expect(email.className).toContain('text-right');
    expect(email.className).not.toContain('ps-11');
  });
});
