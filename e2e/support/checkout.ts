import type { Locator, Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import type { CheckoutSession, Quote } from '#domain/checkout/checkout.ts';

// The checkout form on /payment as the browser tests read and fill it.

/** A future expiry as the card form shows it: December, three years on. */
export const EXPIRY = `12 / ${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

/** What the shopper types into /payment. */
export const ADDRESS = {
  phone: '(225) 555-0142',
  street: '4520 Government St',
  city: 'Baton Rouge',
  state: 'LA',
  zip: '70806',
};

/** The checkout form's fields, by their visible labels. */
export function checkoutFields(page: Page) {
  const form = page.getByRole('form', { name: 'Checkout' });
  const field = (label: string) => form.getByLabel(label, { exact: true });
  return {
    form,
    email: field('Email address'),
    name: field('Full name'),
    phone: field('Phone number'),
    street: field('Street address'),
    city: field('City'),
    state: field('State'),
    zip: field('ZIP code'),
    card: field('Card number'),
    expiry: field('Expiry date (MM / YY)'),
    cvc: field('Security code (CVC)'),
  };
}

/** The message shown beside a field: the element its aria-describedby names, when it is invalid. */
export async function fieldError(field: Locator): Promise<string | null> {
  if ((await field.getAttribute('aria-invalid')) !== 'true') return null;
  const id = await field.getAttribute('aria-describedby');
  expect(id, 'an invalid field is described by its message').toBeTruthy();
  return (await field.page().locator(`[id="${id}"]`).innerText()).trim();
}

export async function fieldErrors(page: Page): Promise<Record<string, string | null>> {
  const { form: _form, email: _email, ...fields } = checkoutFields(page);
  const errors: Record<string, string | null> = {};
  for (const [key, field] of Object.entries(fields)) errors[key] = await fieldError(field);
  return errors;
}

/** Records POST /api/checkout/quote answers (the last one is what Pay charges) and pay requests. */
export function watchCheckout(page: Page) {
  const seen = { quotes: [] as Quote[], payRequests: 0 };
  page.on('response', (response: Response) => {
    if (!response.url().endsWith('/api/checkout/quote') || response.status() !== 200) return;
    void response
      .json()
      .then((session: CheckoutSession) => seen.quotes.push(session.quote))
      .catch(() => {});
  });
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/checkout/pay')) seen.payRequests++;
  });
  return seen;
}
