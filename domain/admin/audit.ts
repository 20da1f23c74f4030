import { z } from 'zod';

export const AUDIT_ACTIONS = [
  'product.create',
  'product.update',
  'product.delete',
  'product.branch_stock',
  'product.stock_move',
  'metal.price',
  'metal.pin',
  'metal.unpin',
  'board_rate.set',
  'buy_spread.set',
  'rate_feed.premium',
  'rate_feed.reject',
  'user.role',
  'order.status',
  'order.handover',
  'order.refund',
  'appointment.status',
  'gold_purchase.settle',
  'return.approve',
  'return.refuse',
  'review.status',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  'product.create': 'Product added',
  'product.update': 'Product edited',
  'product.delete': 'Product deleted',
  'product.branch_stock': 'Branch stock set',
  'product.stock_move': 'Pieces moved between branches',
  'metal.price': 'Metal price changed',
  'metal.pin': 'Metal price pinned',
  'metal.unpin': 'Metal price unpinned',
  'board_rate.set': 'Board rate changed',
  'buy_spread.set': 'Buy spread changed',
  'rate_feed.premium': 'Feed premium changed',
  'rate_feed.reject': 'Feed rate rejected',
  'user.role': 'Role changed',
  'order.status': 'Order status changed',
  'order.handover': 'Pick-up handed over',
  'order.refund': 'Order refunded',
  'appointment.status': 'Visit marked',
  'gold_purchase.settle': 'Old gold bought',
  'return.approve': 'Return approved',
  'return.refuse': 'Return refused',
  'review.status': 'Review moderated',
};

/** What changed: each field's value before and after (null where there was none). */
export const auditChangesSchema = /* @__PURE__ */ z.record(
  z.string(),
  z.object({ from: z.unknown(), to: z.unknown() }),
);

export const auditEntrySchema = /* @__PURE__ */ z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  action: z.enum(AUDIT_ACTIONS),
  /** What was changed, e.g. the product's name or the order number. */
  subject: z.string(),
  subjectId: z.string(),
  changes: auditChangesSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuery = /* @__PURE__ */ z.object({
  action: z.enum(AUDIT_ACTIONS).optional(),
  actor: z.string().trim().max(100).optional(),
  page: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(100).default(30),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditListSchema = /* @__PURE__ */ z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});
export type AuditList = z.infer<typeof auditListSchema>;
