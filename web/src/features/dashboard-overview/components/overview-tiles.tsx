import { Ban, Boxes, Clock, DollarSign, ShoppingBag, Users, type LucideIcon } from 'lucide-react';
import type { Overview } from '#domain/admin/overview.ts';
import { formatCents, formatCount } from '#web/lib/format.ts';

interface Tile {
  label: string;
  value: string;
  hint: string;
  icon: LucideIcon;
  /** Drawn in ruby when it asks for attention (pieces out of stock, orders waiting). */
  alert?: boolean;
}

function tilesOf(tiles: Overview['tiles']): Tile[] {
  return [
    { label: 'Products', value: formatCount(tiles.products), hint: 'In the catalogue', icon: Boxes },
    { label: 'Customers', value: formatCount(tiles.customers), hint: 'Customer accounts', icon: Users },
    { label: 'Orders', value: formatCount(tiles.orders), hint: 'Placed in the shop', icon: ShoppingBag },
    { label: 'Revenue', value: formatCents(tiles.revenue), hint: 'Confirmed orders', icon: DollarSign },
    {
      label: 'Pending orders',
      value: formatCount(tiles.pendingOrders),
      hint: 'Waiting to be confirmed',
      icon: Clock,
      alert: tiles.pendingOrders > 0,
    },
    {
      label: 'Out of stock',
      value: formatCount(tiles.outOfStock),
      hint: 'Pieces with none left',
      icon: Ban,
      alert: tiles.outOfStock > 0,
    },
  ];
}

const tileClass = 'rounded-3xl bg-white p-5 shadow-sm ring-1 ring-gold-100 sm:p-6';

/** The shop at a glance: six live figures. */
export function OverviewTiles({ tiles }: { tiles: Overview['tiles'] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
      {tilesOf(tiles).map(({ label, value, hint, icon: Icon, alert }) => (
        <div key={label} className={`${tileClass} flex flex-col`}>
          <dt className="flex items-center justify-between gap-2 text-sm font-medium text-ink-soft">
            {label}
            <span
              aria-hidden="true"
              className={`grid size-9 shrink-0 place-items-center rounded-full ${
                alert ? 'bg-ruby/10 text-ruby' : 'bg-gold-50 text-gold-600'
              }`}
            >
              <Icon size={18} />
            </span>
          </dt>
          <dd className="mt-2 font-serif text-3xl font-semibold break-words text-ink lining-nums sm:text-4xl">
            {value}
          </dd>
          <dd className="mt-1 text-xs text-ink-soft">{hint}</dd>
        </div>
      ))}
    </dl>
  );
}

export function OverviewTilesSkeleton() {
  return (
    <div aria-hidden="true" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className={`${tileClass} h-32 animate-pulse sm:h-36`}>
          <span className="block h-4 w-24 rounded bg-sand" />
          <span className="mt-5 block h-8 w-20 rounded bg-sand" />
        </div>
      ))}
    </div>
  );
}
