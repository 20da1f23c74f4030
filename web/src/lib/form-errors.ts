import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';
import { fieldMessages } from './api-error.ts';

/**
 * The fields a failed call refused (a 400 names them), each with its sentence in the page's
 * language. The one place a form reads them off the error.
 */
export function refusedFields(error: unknown): Record<string, string> {
  return (error instanceof ApiError && fieldMessages(error)) || {};
}

/**
 * Puts each refused field's sentence under the form's own field, as react-hook-form's errors:
 * `fieldOf` names the form field that shows a server field (undefined when none does). The first
 * field placed takes the focus, so its message (aria-describedby) is read out, unless `focus` is
 * false. Answers the sentences no field took, by the server's field name, for the form to show
 * elsewhere.
 */
export function showRefusedFields<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fieldOf: (serverField: string) => FieldPath<Values> | undefined,
  { focus = true }: { focus?: boolean } = {},
): Record<string, string> {
  const left: Record<string, string> = {};
  let focused = !focus;
  for (const [serverField, message] of Object.entries(refusedFields(error))) {
    const name = fieldOf(serverField);
    if (!name) {
      left[serverField] = message;
      continue;
    }
    setError(name, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
  return left;
}
