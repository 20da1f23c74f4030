import { CartPanel } from '#web/features/cart/components/cart-panel.tsx';
import { CartCheckoutArea } from './cart-checkout-area.tsx';

interface CartDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onOpenAutoFocus: () => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** The cart panel with its checkout or sign-in area: loaded on demand by CartPanelProvider. */
export function CartDrawer({ open, onOpenChange, onOpenAutoFocus, onCloseAutoFocus }: CartDrawerProps) {
  return (
    <CartPanel
      open={open}
      onOpenChange={onOpenChange}
      onOpenAutoFocus={onOpenAutoFocus}
      onCloseAutoFocus={onCloseAutoFocus}
      checkout={<CartCheckoutArea onNavigate={() => onOpenChange(false)} />}
    />
  );
}
