import { z } from 'zod';
import type { Cents } from '../money.ts';
import type { Order, OrderLine } from '../orders/order.ts';

/** A return asked for by the buyer, then approved (refunded, restocked) or refused by staff. */
export const RETURN_STATUSES = ['requested', 'approved', 'refused'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long a return's reason may be, trimmed (the web's form checks the same). */
export const REASON_LENGTH = { min: 3, max: 500 } as const;

/** Control characters (newlines aside) and direction overrides could disguise the text where staff read it. */
export const hidesCharacters = (text: string): boolean =>
  /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u.test(text.replace(/\r?\n/g, ' '));

/** POST /api/orders/:id/returns: which line (its place in the order) and why. */
export const returnRequestInput = /* @__PURE__ */ z.strictObject({
  lineIndex: z.number({ error: 'Choose the piece to return' }).int().min(0).max(49),
  reason: z
    .string({ error: 'Please tell us why you are returning it' })
    .trim()
    .min(REASON_LENGTH.min, 'Please tell us why you are returning it')
    .max(REASON_LENGTH.max, 'Please keep the reason under 500 characters')
    .refine((text) => !hidesCharacters(text), { message: 'The reason contains characters we cannot keep' }),
});
export type ReturnRequestInput = z.infer<typeof returnRequestInput>;

/** PATCH /api/admin/returns/:id: staff approve (refund and restock) or refuse, with a note for the buyer. */
export const returnDecisionInput = /* @__PURE__ */ z.strictObject({
  decision: z.enum(['approve', 'refuse'], { error: 'Choose approve or refuse' }),
  note: z.string().trim().max(500, 'Please keep the note under 500 characters').optional(),
});
export type ReturnDecisionInput = z.infer<typeof returnDecisionInput>;

export const returnSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  lineIndex: z.number().int(),
  productId: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  reason: z.string(),
  status: z.enum(RETURN_STATUSES),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  note: z.string().nullable(),
  /** What goes back to the card and to the store credit once approved (0 while not). */
  refundCents: z.number().int(),
  creditCents: z.number().int(),
  /** Approved, and the card's part given back at the gateway (false while it is being retried). */
  refunded: z.boolean(),
});
export type ReturnRequest = z.infer<typeof returnSchema>;
/** GET /api/admin/returns: by status, newest first. */
export const returnListQuery = /* @__PURE__ */ z.object({
  status: z.enum(RETURN_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export const returnIdParam = /* @__PURE__ */ z.object({ id: z.string().min(1).max(100) });

export const returnListSchema = /* @__PURE__ */ z.object({ items: z.array(returnSchema), total: z.number().int() });
export type ReturnList = z.infer<typeof returnListSchema>;

/** `amount × part / whole`, rounded half up, exact for any amounts the shop can hold. */
function shareOf(amount: Cents, part: Cents, whole: Cents): Cents {
  if (whole <= 0) return 0;
  const numerator = BigInt(amount) * BigInt(part);
  return Number((numerator * 2n + BigInt(whole)) / (2n * BigInt(whole)));
}

/**
 * What returning a line gives back: its price and its share of the order's tax (the tax is on the
 * whole order, so each line carries tax × line ÷ subtotal), split between the store credit and the
 * card in the proportion the order was paid (credit ÷ total), never more than either has left.
 */
export function lineRefund(
  order: Pick<Order, 'subtotal' | 'tax' | 'total' | 'credit' | 'refunded'> & {
    lines: readonly Pick<OrderLine, 'lineTotal'>[];
  },
  lineIndex: number,
  creditReturnedCents: Cents,
): { cardCents: Cents; creditCents: Cents } {
  const line = order.lines[lineIndex];
  if (!line) return { cardCents: 0, creditCents: 0 };
  const amount = line.lineTotal + shareOf(order.tax, line.lineTotal, order.subtotal);
  const creditCents = Math.min(shareOf(amount, order.credit, order.total), order.credit - creditReturnedCents);
  const cardCents = Math.min(amount - creditCents, order.total - order.credit - order.refunded);
  return { cardCents: Math.max(0, cardCents), creditCents: Math.max(0, creditCents) };
}

/** When the piece was handed over: delivered, or collected at the counter; null before. */
export function handedOverAt(order: Pick<Order, 'trail'>): Date | null {
  const step = order.trail.find((candidate) => candidate.status === 'delivered' || candidate.status === 'collected');
  return step ? new Date(step.at) : null;
}

/** Why a line cannot be returned now, or null when it can (the buyer's own order). */
export type ReturnRefusal = 'notHandedOver' | 'finalSale' | 'windowClosed' | 'alreadyAsked';

/** The last moment a line may be returned: its window counted from the handover; null before it or for a final sale. */
export function returnDeadline(order: Pick<Order, 'trail' | 'lines'>, lineIndex: number): Date | null {
  const line = order.lines[lineIndex];
  const at = handedOverAt(order);
  if (!line || !at || line.returnDays === null) return null;
  // A line that never kept its window (bought before windows were kept) has the 30 days then sold with.
  const days = line.returnDays ?? 30;
  return new Date(at.getTime() + days * DAY_MS);
}

export function returnRefusal(
  order: Pick<Order, 'trail' | 'lines'>,
  lineIndex: number,
  now: Date,
  asked: ReadonlySet<number>,
): ReturnRefusal | null {
  const line = order.lines[lineIndex];
  if (!line || !handedOverAt(order)) return 'notHandedOver';
  if (line.returnDays === null) return 'finalSale';
  if (asked.has(lineIndex)) return 'alreadyAsked';
  const deadline = returnDeadline(order, lineIndex)!;
  return now.getTime() <= deadline.getTime() ? null : 'windowClosed';
}
