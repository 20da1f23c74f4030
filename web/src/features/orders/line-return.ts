import type { MessageId } from '#domain/i18n/messages.ts';
import type { Order } from '#domain/orders/order.ts';
import {
  hidesCharacters,
  REASON_LENGTH,
  returnDeadline,
  returnRefusal,
  type ReturnRequest,
} from '#domain/returns/return-request.ts';

/**
 * What a line of My Orders says about returning it:
 * - asked: a return was asked for (requested, approved or refused);
 * - open: it can be returned now, until `until`;
 * - policy: not handed over yet, or a final sale: the window it was sold with;
 * - closed: its window has passed (nothing is shown).
 */
export type LineReturnState =
  { kind: 'asked'; request: ReturnRequest } | { kind: 'open'; until: Date } | { kind: 'policy' } | { kind: 'closed' };

/** The buyer's returns of one order, by the line they return (a line is asked back once). */
export function returnsByLine(returns: readonly ReturnRequest[], orderId: string): Map<number, ReturnRequest> {
  return new Map(
    returns.filter((request) => request.orderId === orderId).map((request) => [request.lineIndex, request]),
  );
}

/**
 * A line's state with the same rules the server checks (returnRefusal). `asked` is undefined while
 * the buyer's returns are loading: the line shows its window as sold until they are known.
 */
export function lineReturnState(
  order: Pick<Order, 'trail' | 'lines'>,
  lineIndex: number,
  asked: ReadonlyMap<number, ReturnRequest> | undefined,
  now: Date,
): LineReturnState {
  if (!asked) return { kind: 'policy' };
  const request = asked.get(lineIndex);
  if (request) return { kind: 'asked', request };
  const refusal = returnRefusal(order, lineIndex, now, new Set(asked.keys()));
  if (refusal === null) return { kind: 'open', until: returnDeadline(order, lineIndex)! };
  return refusal === 'windowClosed' ? { kind: 'closed' } : { kind: 'policy' };
}

/** Why the reason typed cannot be sent (the server's own limits), or null when it can. */
export function reasonProblem(reason: string): MessageId | null {
  const text = reason.trim();
  if (text.length < REASON_LENGTH.min) return 'orders.returns.reasonRequired';
  if (text.length > REASON_LENGTH.max) return 'orders.returns.reasonTooLong';
  if (hidesCharacters(text)) return 'orders.returns.reasonCharacters';
  return null;
}

/** An approved return's sentence: what went back to the card and to the store credit, naming only what did. */
export function approvalMessage(request: Pick<ReturnRequest, 'refundCents' | 'creditCents'>): MessageId {
  if (request.refundCents > 0 && request.creditCents > 0) return 'orders.returns.approvedBoth';
  if (request.refundCents > 0) return 'orders.returns.approvedCard';
  if (request.creditCents > 0) return 'orders.returns.approvedCredit';
  return 'orders.returns.approved';
}
