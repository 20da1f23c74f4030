import { useMutation } from '@tanstack/react-query';
import type { Estimate, EstimateInput } from '#domain/exchange/estimate.ts';
import { apiSend } from '#web/lib/api-client.ts';

/** POST /api/exchange/estimates: an offer at today's buy rate, held for a day. */
export function useMakeEstimate() {
  return useMutation({
    mutationFn: (input: EstimateInput) => apiSend<Estimate>('POST', '/exchange/estimates', input),
  });
}
