const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** "November 23, 2026", in the shopper's own time zone (orders are shown by the browser only). */
export function formatOrderDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}
