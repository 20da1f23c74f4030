// Product constants, without zod, so the browser can import them cheaply.

export const PRODUCT_CATEGORIES = ['Gold', 'Silver', 'Platinum', 'Diamond', 'Coins'] as const;
export const DEFAULT_PRODUCT_SIZE = '21 cm';
export const PRODUCT_ID_PATTERN = /^prod_[A-Za-z0-9]{8,32}$/;
