import { describe, expect, it } from 'vitest';
import type { Order } from '#domain/orders/order.ts';
import type { ReturnRequest } from '#domain/returns/return-request.ts';
import { approvalMessage, lineReturnState, reasonProblem, returnsByLine } from './line-return.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const delivered = new Date('2026-11-01T12:00:00Z');
const order = {
  trail: [{ status: 'delivered', at: delivered.toISOString(), by: 'Staff' }],
  // A 30-day piece, a final sale (a coin), a 7-day piece.
  lines: [{ returnDays: 30 }, { returnDays: null }, { returnDays: 7 }],
} as unknown as Pick<Order, 'trail' | 'lines'>;

function request(overrides: Partial<ReturnRequest>): ReturnRequest {
  return {
    id: 'ret_1',
    orderId: 'ord_1',
    orderNumber: 'AZ-1001',
    lineIndex: 0,
    productId: 'p1',
    name: 'Layali Bangle',
    quantity: 1,
    reason: 'The size is wrong',
    status: 'requested',
    requestedAt: '2026-11-03T09:00:00Z',
    decidedAt: null,
    note: null,
    refundCents: 0,
    creditCents: 0,
    refunded: false,
    ...overrides,
  };
}

describe('what a line of My Orders says about returning it', () => {
  const tenDaysOn = new Date(delivered.getTime() + 10 * DAY_MS);

  it('offers the return until the handover plus its window, and says nothing once it has closed', () => {
    expect(lineReturnState(order, 0, new Map(), tenDaysOn)).toEqual({
      kind: 'open',
      until: new Date(delivered.getTime() + 30 * DAY_MS),
    });
    expect(lineReturnState(order, 2, new Map(), tenDaysOn)).toEqual({ kind: 'closed' });
  });

  it('keeps the window as sold before the handover, for a final sale, and while the returns load', () => {
    expect(lineReturnState({ ...order, trail: [] }, 0, new Map(), tenDaysOn)).toEqual({ kind: 'policy' });
    expect(lineReturnState(order, 1, new Map(), tenDaysOn)).toEqual({ kind: 'policy' });
    expect(lineReturnState(order, 0, undefined, tenDaysOn)).toEqual({ kind: 'policy' });
  });

  it('shows the return once asked for, even after the window closed', () => {
    const asked = returnsByLine([request({ lineIndex: 2 }), request({ orderId: 'ord_2', lineIndex: 0 })], 'ord_1');
    expect([...asked.keys()]).toEqual([2]);
    expect(lineReturnState(order, 2, asked, tenDaysOn)).toMatchObject({ kind: 'asked', request: { lineIndex: 2 } });
    expect(lineReturnState(order, 0, asked, tenDaysOn).kind).toBe('open');
  });
});

describe('the reason for a return', () => {
  it('is required, at most 500 characters, without hidden characters', () => {
    expect(reasonProblem('  ')).toBe('orders.returns.reasonRequired');
    expect(reasonProblem('ok')).toBe('orders.returns.reasonRequired');
    expect(reasonProblem('x'.repeat(501))).toBe('orders.returns.reasonTooLong');
    expect(reasonProblem(`  ${'x'.repeat(500)}  `)).toBeNull();
    expect(reasonProblem('Too small\u202eevil')).toBe('orders.returns.reasonCharacters');
    expect(reasonProblem('Too small.\nThe clasp is loose.')).toBeNull();
  });
});

describe('an approved return', () => {
  it('names only what went back: the card, the store credit, or both', () => {
    expect(approvalMessage({ refundCents: 4_860, creditCents: 1_620 })).toBe('orders.returns.approvedBoth');
    expect(approvalMessage({ refundCents: 4_860, creditCents: 0 })).toBe('orders.returns.approvedCard');
    expect(approvalMessage({ refundCents: 0, creditCents: 1_620 })).toBe('orders.returns.approvedCredit');
    expect(approvalMessage({ refundCents: 0, creditCents: 0 })).toBe('orders.returns.approved');
  });
});
