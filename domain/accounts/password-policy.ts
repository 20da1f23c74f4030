/** The password rules, shown beside the field and enforced by the server. */
export const PASSWORD_RULES = [
  { id: 'length', label: 'At least 8 characters', test: (p: string) => p.length >= 8 },
  { id: 'lower', label: 'A lowercase letter', test: (p: string) => /[a-z]/.test(p) },
  { id: 'upper', label: 'An uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'digit', label: 'A digit', test: (p: string) => /\d/.test(p) },
] as const;

export const PASSWORD_MAX_LENGTH = 128;

/** Null when the password meets the policy, otherwise a sentence saying what is missing. */
export function passwordProblem(password: string): string | null {
  if (password.length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
  const missing = PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.label.toLowerCase());
  if (missing.length === 0) return null;
  return `Password needs ${missing.join(', ')}.`;
}
