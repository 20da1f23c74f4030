import { render, screen, within } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import type { Order } from '#domain/orders/order.ts';
import { formatDateTime } from '#web/lib/format.ts';
import { loadLanguage } from '#web/lib/i18n.ts';
import { OrderTrail } from './order-trail.tsx';

const SHIPPED_AT = '2026-11-20T15:30:00.000Z';

/** A delivered order as the API answers it (only what the trail reads). */
const ORDER = {
  createdAt: '2026-11-18T10:00:00.000Z',
  trail: [
    { status: 'confirmed', at: '2026-11-18T12:00:00.000Z', by: 'Noor Admin' },
    { status: 'shipped', at: SHIPPED_AT, by: 'Noor Admin' },
    { status: 'delivered', at: '2026-11-22T09:15:00.000Z', by: 'Carrier webhook' },
  ],
  shipment: {
    carrier: 'ups',
    carrierName: null,
    trackingNumber: '1Z999AA10123456784',
    trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    declaredValue: 250_000,
    signatureRequired: true,
  },
} as unknown as Order;

const steps = () => within(screen.getByTestId('order-trail')).getAllByRole('listitem');

describe('OrderTrail, in My Orders and the order drawer', () => {
  afterAll(() => loadLanguage('en', ['shell', 'orders']));

  it('shows each step with its time, the carrier, the tracking number and its link', async () => {
    await loadLanguage('en', ['shell', 'orders']);
    render(<OrderTrail order={ORDER} />);
    expect(steps().map((step) => step.textContent)).toEqual([
      `Placed${formatDateTime(ORDER.createdAt)}`,
      `Confirmed${formatDateTime(ORDER.trail[0]!.at)}`,
      `Shipped with UPS${formatDateTime(SHIPPED_AT)}Tracking number 1Z999AA10123456784 · Track the parcel`,
      `Delivered${formatDateTime(ORDER.trail[2]!.at)}`,
    ]);
    const link = screen.getByRole('link', { name: 'Track the parcel' });
    expect(link.getAttribute('href')).toBe(ORDER.shipment!.trackingUrl);
    expect(steps()[2]!.querySelector('time')!.getAttribute('dateTime')).toBe(SHIPPED_AT);
  });

  it('reads in Arabic on /ar, without a link for a carrier the shop does not know', async () => {
    await loadLanguage('ar', ['shell', 'orders']);
    render(
      <OrderTrail
        order={{
          ...ORDER,
          shipment: { ...ORDER.shipment!, carrier: 'other', carrierName: 'Brink’s', trackingUrl: null },
        }}
      />,
    );
    expect(steps()[0]!.textContent).toContain('تاريخ الطلب');
    expect(steps()[2]!.textContent).toContain('شُحن مع Brink’s');
    expect(steps()[2]!.textContent).toContain('رقم التتبع 1Z999AA10123456784');
    expect(steps()[3]!.textContent).toContain('سُلِّم');
    expect(screen.getByTestId('order-trail').getAttribute('aria-label')).toBe('مراحل الطلب');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
