import { createContext, useContext } from 'react';

/** The cart side panel's UI state. The app layer provides it (and renders the panel); the cart feature only reads it. */
export interface CartPanelControls {
  isOpen: boolean;
  /** Opens the panel; closing returns focus to what had it when it opened. */
  open: () => void;
  close: () => void;
  /** Starts loading the panel's code ahead of an open that is likely to follow. */
  preload: () => void;
}

export const CartPanelContext = createContext<CartPanelControls | null>(null);

/** null outside the shop layout: callers then behave as plain links (the cart page) or do nothing. */
export function useCartPanel(): CartPanelControls | null {
  return useContext(CartPanelContext);
}
