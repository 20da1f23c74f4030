import type { ReturnRequest, ReturnStatus } from '#domain/returns/return-request.ts';

/** The Returns page's status filter: the returns to work through first. */
export const RETURN_FILTERS = ['requested', 'approved', 'refused', 'all'] as const;
export type ReturnFilter = (typeof RETURN_FILTERS)[number];

export const RETURN_FILTER_LABELS: Readonly<Record<ReturnFilter, string>> = {
  requested: 'Requested',
  approved: 'Approved',
  refused: 'Refused',
  all: 'All',
};

/** The filter from the URL: anything unknown reads as Requested. */
export const readReturnFilter = (raw: string): ReturnFilter =>
  RETURN_FILTERS.find((filter) => filter === raw) ?? 'requested';

/** The API's `status` for a filter: none for All. */
export const statusOfFilter = (filter: ReturnFilter): ReturnStatus | undefined =>
  filter === 'all' ? undefined : filter;

/** How many pages `total` returns fill, one at least (the list answers a total, not a page count). */
export const pageCountOf = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

/** Approved, but the card's part not yet given back at the gateway: approving again retries it. */
export const refundOwed = (request: Pick<ReturnRequest, 'status' | 'refunded'>): boolean =>
  request.status === 'approved' && !request.refunded;
