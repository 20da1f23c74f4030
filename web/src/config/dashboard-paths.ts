import { METAL_PRICE_PAGE_PATH } from '#domain/pages/pages.ts';

/**
 * The dashboard's addresses, spelled as the shop's first version spelled them. Apart from `paths`
 * so the storefront's bundle does not carry them.
 */
export const dashboardPaths = {
  overview: { pattern: '/dashboard/admin', getHref: () => '/dashboard/admin' },
  products: { pattern: '/dashboard/allproduct', getHref: () => '/dashboard/allproduct' },
  addProduct: { pattern: '/dashboard/addproducts', getHref: () => '/dashboard/addproducts' },
  editProduct: {
    pattern: '/dashboard/editproducts/:id',
    getHref: (id: string) => `/dashboard/editproducts/${encodeURIComponent(id)}`,
  },
  metals: { pattern: METAL_PRICE_PAGE_PATH, getHref: () => METAL_PRICE_PAGE_PATH },
  editMetal: {
    pattern: '/dashboard/updateprice/:id',
    getHref: (id: string) => `/dashboard/updateprice/${encodeURIComponent(id)}`,
  },
  customers: { pattern: '/dashboard/user', getHref: () => '/dashboard/user' },
  orders: { pattern: '/dashboard/order', getHref: () => '/dashboard/order' },
  billing: { pattern: '/dashboard/userdata', getHref: () => '/dashboard/userdata' },
  audit: { pattern: '/dashboard/audit', getHref: () => '/dashboard/audit' },
  visits: { pattern: '/dashboard/visits', getHref: () => '/dashboard/visits' },
  goldPurchase: {
    pattern: '/dashboard/gold-purchase',
    getHref: (estimateId?: string) =>
      estimateId ? `/dashboard/gold-purchase?estimate=${encodeURIComponent(estimateId)}` : '/dashboard/gold-purchase',
  },
  buyRegister: { pattern: '/dashboard/buy-register', getHref: () => '/dashboard/buy-register' },
  returns: { pattern: '/dashboard/returns', getHref: () => '/dashboard/returns' },
  reviews: { pattern: '/dashboard/reviews', getHref: () => '/dashboard/reviews' },
} as const;
