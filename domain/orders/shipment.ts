import { z } from 'zod';
import { MAX_COMPUTED_CENTS } from '../money-limits.ts';
import { ORDER_STEPS } from './order-status.ts';

/** The carriers a jeweller ships insured parcels with; `other` names its own. */
export const CARRIERS = ['usps', 'ups', 'fedex', 'other'] as const;
export type Carrier = (typeof CARRIERS)[number];

export const CARRIER_NAMES: Readonly<Record<Exclude<Carrier, 'other'>, string>> = {
  usps: 'USPS',
  ups: 'UPS',
  fedex: 'FedEx',
};

/** Each carrier's public tracking page for one parcel; another carrier's is not known to the shop. */
const TRACKING_PAGES: Readonly<Record<Exclude<Carrier, 'other'>, string>> = {
  usps: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=',
  ups: 'https://www.ups.com/track?tracknum=',
  fedex: 'https://www.fedex.com/fedextrack/?trknbr=',
};

export function trackingUrl(carrier: Carrier, trackingNumber: string): string | null {
  return carrier === 'other' ? null : `${TRACKING_PAGES[carrier]}${encodeURIComponent(trackingNumber)}`;
}

export function carrierName(shipment: { carrier: Carrier; carrierName: string | null }): string {
  return shipment.carrier === 'other' ? (shipment.carrierName ?? '') : CARRIER_NAMES[shipment.carrier];
}

/** What staff enter when a piece leaves: the parcel's carrier, number, insured value and signature. */
export const shipmentInput = /* @__PURE__ */ z
  .strictObject({
    carrier: z.enum(CARRIERS),
    /** The carrier's name, for `other` only. */
    carrierName: z.string().trim().min(1).max(60).optional(),
    trackingNumber: z
      .string()
      .trim()
      .min(4, 'must be at least 4 characters')
      .max(40, 'must be at most 40 characters')
      .regex(/^[A-Za-z0-9-]+$/, 'must be letters, digits and dashes'),
    /** Declared (insured) value in cents. */
    declaredValue: z.number().int('must be whole cents').min(1, 'must be more than 0').max(MAX_COMPUTED_CENTS),
    signatureRequired: z.boolean(),
  })
  .refine((input) => (input.carrier === 'other') === (input.carrierName !== undefined), {
    message: 'name the carrier when it is other, and only then',
    path: ['carrierName'],
  });
export type ShipmentInput = z.infer<typeof shipmentInput>;

export const shipmentSchema = /* @__PURE__ */ z.object({
  carrier: z.enum(CARRIERS),
  carrierName: z.string().nullable(),
  trackingNumber: z.string(),
  /** The carrier's tracking page; null for another carrier. */
  trackingUrl: z.string().nullable(),
  declaredValue: z.number().int(),
  signatureRequired: z.boolean(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

/** One step of an order's trail: what it became, when, and who marked it (staff, or the carrier). */
export const orderStepSchema = /* @__PURE__ */ z.object({
  status: z.enum(ORDER_STEPS),
  at: z.string(),
  by: z.string(),
});
export type OrderStepRecord = z.infer<typeof orderStepSchema>;

/**
 * PATCH /api/admin/orders/:id: the next step; shipping carries its parcel. Collected is not one:
 * a pick-up is handed over with its code (POST /api/admin/orders/:id/handover, handover.ts).
 */
export const orderStepInput = /* @__PURE__ */ z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal('pending') }),
  z.strictObject({ status: z.literal('confirmed') }),
  z.strictObject({ status: z.literal('ready') }),
  z.strictObject({ status: z.literal('shipped'), shipment: shipmentInput }),
  z.strictObject({ status: z.literal('delivered') }),
  z.strictObject({ status: z.literal('cancelled') }),
]);
export type OrderStepInput = z.infer<typeof orderStepInput>;
