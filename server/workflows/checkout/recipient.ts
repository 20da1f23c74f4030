import type { Recipient } from '#domain/checkout/checkout.ts';
import type { PickupContact } from '#domain/checkout/fulfilment.ts';
import type { ShippingAddress } from '#domain/checkout/shipping.ts';
import { AppError } from '#domain/errors.ts';
import type { TaxMode } from '#domain/tax/tax-line.ts';
import type { QuoteRow } from '#server/modules/checkout/checkout.tables.ts';

export interface QuoteRecipient {
  shipping: ShippingAddress | null;
  pickupContact: PickupContact | null;
}

/**
 * Who receives the quoted order, from the pay request: who collects a pick-up, or the address of a
 * shipped order, which must be where the quote's tax was worked out (else the total would be wrong).
 * A quote taxed by the flat estimate, before a fulfilment was chosen, is paid only in the flat mode.
 */
export function recipientOf(quote: QuoteRow, input: Recipient, taxMode: TaxMode): QuoteRecipient {
  const { fulfilment } = quote;
  // Without a fulfilment the quote's tax is the flat estimate: only the flat mode charges it.
  if (fulfilment === null && taxMode !== 'flat') throw new AppError('conflict', 'problem.checkout.chooseFulfilment');
  if (fulfilment?.kind === 'pickup') {
    if (!input.pickupContact) throw new AppError('invalid_input', 'problem.checkout.collectorNeeded');
    return { shipping: null, pickupContact: input.pickupContact };
  }
  const { shipping } = input;
  if (!shipping) throw new AppError('invalid_input', 'problem.checkout.addressNeeded');
  if (fulfilment?.kind === 'ship') {
    const sameZip = fulfilment.zip === undefined || shipping.zip.startsWith(fulfilment.zip);
    if (shipping.state !== fulfilment.state || !sameZip) {
      throw new AppError('conflict', {
        reason: 'problem.checkout.stateChanged',
        values: {
          state: fulfilment.zip ? `${shipping.state} ${shipping.zip.slice(0, 5)}` : shipping.state,
          quoted: fulfilment.zip ? `${fulfilment.state} ${fulfilment.zip}` : fulfilment.state,
        },
      });
    }
  }
  return { shipping, pickupContact: null };
}

/** Whether the quote has what its order needs to be recorded: an address, or who collects it. */
export function hasRecipient(quote: QuoteRow): boolean {
  return quote.fulfilment?.kind === 'pickup' ? quote.pickupContact !== null : quote.shipping !== null;
}
