import { z } from 'zod';

/**
 * POST /api/admin/orders/:id/handover: the code the buyer gives at the counter, and the staff
 * member's word that the photo ID shows the collector's name (the order's pick-up name).
 */
export const handoverInput = /* @__PURE__ */ z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'must be the six digits the buyer gives'),
  idChecked: z.literal(true, { error: "must be true: check the buyer's photo ID before handing the order over" }),
});
export type HandoverInput = z.infer<typeof handoverInput>;
