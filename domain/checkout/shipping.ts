import { z } from 'zod';
import { US_STATE_CODES } from './us-states.ts';

const required = (label: string, max: number) =>
  z
    .string({ error: `Please enter your ${label}` })
    .trim()
    .min(1, `Please enter your ${label}`)
    .max(max, `Your ${label} is too long (at most ${max} characters)`);

/** Ten digits once punctuation, spaces and a leading US country code are dropped. */
function usPhoneDigits(phone: string): string | null {
  let digits = phone.replace(/[\s().+-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  // North American numbers: area code and exchange never start with 0 or 1.
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(digits) ? digits : null;
}

/** "(225) 555-0142" from any way of writing a US number; what the courier's label shows. */
export function formatUsPhone(phone: string): string {
  const digits = usPhoneDigits(phone) ?? phone;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * Where the order goes: what a courier needs, all required (spec: no checks; we check). One schema
 * for the checkout form's messages and the server's validation.
 */
export const shippingAddressSchema = /* @__PURE__ */ z.strictObject({
  name: required('full name', 100),
  phone: z
    .string({ error: 'Please enter your phone number' })
    .trim()
    .min(1, 'Please enter your phone number')
    .max(30, 'Please enter a US phone number, e.g. (225) 555-0142')
    .refine((phone) => usPhoneDigits(phone) !== null, 'Please enter a US phone number, e.g. (225) 555-0142')
    .transform(formatUsPhone),
  street: required('street address', 200),
  city: required('city', 100),
  state: z.enum(US_STATE_CODES, { error: 'Please choose your state' }),
  zip: z
    .string({ error: 'Please enter your ZIP code' })
    .trim()
    .regex(/^\d{5}(-?\d{4})?$/, 'Please enter a 5-digit ZIP code (or ZIP+4, e.g. 70801-1234)')
    .transform((zip) => (zip.length === 9 ? `${zip.slice(0, 5)}-${zip.slice(5)}` : zip)),
});
export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;
export type ShippingAddress = z.output<typeof shippingAddressSchema>;
