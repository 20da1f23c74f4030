import { z } from 'zod';

// The shop's own card form (the offline test gateway). Stripe's Payment Element validates its own.

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';

export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

const CARD_BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** "Visa" for "visa"; a brand we do not know keeps its own name, no brand is "Card". */
export function cardBrandName(brand: string | null): string {
  return brand ? (CARD_BRAND_NAMES[brand] ?? brand) : 'Card';
}

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^3(0[0-5]|[689])/.test(digits)) return 'diners';
  if (/^35/.test(digits)) return 'jcb';
  if (/^62/.test(digits)) return 'unionpay';
  return 'unknown';
}

/** "MM / YY" or "MM/YYYY" into a month and a four-digit year, or null. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** A card is good through the last day of its expiry month. */
export function isExpired(expiry: { month: number; year: number }, now: Date): boolean {
  return expiry.year < now.getFullYear() || (expiry.year === now.getFullYear() && expiry.month < now.getMonth() + 1);
}

/** The card form's fields, checked in the browser and again by the offline gateway. */
export function cardDetailsSchema(now: () => Date = () => new Date()) {
  return z
    .strictObject({
      number: z
        .string({ error: 'Please enter your card number' })
        .transform(cardDigits)
        .refine((digits) => digits.length > 0, 'Please enter your card number')
        .refine((digits) => passesLuhn(digits), 'Your card number is incomplete or incorrect'),
      expiry: z
        .string({ error: 'Please enter the expiry date' })
        .refine((text) => parseExpiry(text) !== null, 'Please enter the expiry date as MM / YY')
        .refine((text) => {
          const parsed = parseExpiry(text);
          return parsed === null || !isExpired(parsed, now());
        }, "Your card's expiry date is in the past"),
      cvc: z.string({ error: 'Please enter the security code' }).trim(),
    })
    .superRefine((card, context) => {
      const length = cardBrand(card.number) === 'amex' ? 4 : 3;
      if (!new RegExp(`^\\d{${length}}$`).test(card.cvc)) {
        context.addIssue({ code: 'custom', path: ['cvc'], message: `Please enter the ${length}-digit security code` });
      }
    });
}
export type CardDetailsInput = z.input<ReturnType<typeof cardDetailsSchema>>;
