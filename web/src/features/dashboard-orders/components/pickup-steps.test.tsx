import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '#domain/orders/order.ts';
import { PickupSteps } from './pickup-steps.tsx';

const ORDER: Order = {
  id: 'ord_pickup1',
  number: 'AZ-100042',
  status: 'ready',
  createdAt: '2026-11-20T10:00:00.000Z',
  customer: { name: 'Yasmin Haddad', email: 'yasmin@example.com' },
  fulfilment: 'pickup',
  shipping: null,
  pickup: { branchId: 'houston', name: 'Amira Haddad', phone: '(713) 555-0110', code: null },
  lines: [],
  itemCount: 1,
  subtotal: 10_000,
  tax: 800,
  taxLines: [],
  total: 10_800,
  credit: 0,
  refunded: 0,
  payment: { gateway: 'offline', reference: 'pi_1', brand: 'visa', last4: '4242' },
  trail: [],
  shipment: null,
};

afterEach(() => vi.unstubAllGlobals());

function renderSteps(order: Order, answer: Response) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => answer);
  vi.stubGlobal('fetch', fetch);
  const onChanged = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PickupSteps order={order} onChanged={onChanged} />
    </QueryClientProvider>,
  );
  return { fetch, onChanged };
}

const refusal = new Response(
  JSON.stringify({
    error: 'conflict',
    message: 'That is not the pick-up code of order AZ-100042.',
    reason: 'problem.admin.pickupCodeWrong',
    values: { number: 'AZ-100042' },
  }),
  { status: 409, headers: { 'content-type': 'application/json' } },
);

describe('the handover form', () => {
  it('asks for the photo ID check, naming the collector, before it sends anything', async () => {
    const { fetch } = renderSteps(ORDER, refusal);
    const form = screen.getByRole('form', { name: 'Hand over' });
    expect(
      screen.getByRole('checkbox', { name: "I checked the buyer's photo ID: it shows Amira Haddad" }),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Pick-up code the buyer gives'), { target: { value: '12-34 56' } });
    expect((screen.getByLabelText('Pick-up code the buyer gives') as HTMLInputElement).value).toBe('123456');
    fireEvent.submit(form);
    expect(screen.getByRole('alert').textContent).toBe("Check the buyer's photo ID first.");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends the code and the check, and shows the server's sentence for a wrong code", async () => {
    const { fetch, onChanged } = renderSteps(ORDER, refusal);
    fireEvent.change(screen.getByLabelText('Pick-up code the buyer gives'), { target: { value: '000001' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.submit(screen.getByRole('form', { name: 'Hand over' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('not the pick-up code of order AZ-100042'),
    );
    expect(fetch.mock.calls[0]![0]).toBe('/api/admin/orders/ord_pickup1/handover');
    expect(fetch.mock.calls[0]![1]).toMatchObject({
      method: 'POST',
      body: JSON.stringify({ code: '000001', idChecked: true }),
    });
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('offers a confirmed order the ready step, not the handover', () => {
    renderSteps({ ...ORDER, status: 'confirmed' }, refusal);
    expect(screen.getByRole('button', { name: 'Mark ready for pick-up' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Hand over' })).toBeNull();
  });
});
