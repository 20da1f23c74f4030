import { store } from '#domain/store/settings.ts';
import { formatDecimal } from '#web/lib/format.ts';

const [MAIN, OTHER] = store.branches;

/** Field names as an admin reads them; any other field is written out from its camelCase name. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Name',
  category: 'Category',
  shortDescription: 'Short description',
  description: 'Description',
  nameAr: 'Arabic name',
  shortDescriptionAr: 'Arabic short description',
  descriptionAr: 'Arabic description',
  weight: 'Weight (g)',
  size: 'Size',
  images: 'Photos',
  stock: 'Stock',
  // A branch's count: by the branch's id (a count set or moved), or its column (a product edited).
  louisiana: MAIN!.name,
  houston: OTHER!.name,
  stockLouisiana: `Stock at ${MAIN!.name}`,
  stockHouston: `Stock at ${OTHER!.name}`,
  featured: 'Featured',
  pricePerGram: 'Price per gram',
  role: 'Role',
  status: 'Status',
};

export function fieldLabel(field: string): string {
  const known = FIELD_LABELS[field];
  if (known) return known;
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A recorded value as text, or null when there was none (a new product has no "before"). */
export function formatValue(field: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return formatDecimal(value);
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    if (field === 'images') return `${value.length} ${value.length === 1 ? 'photo' : 'photos'}`;
    return value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item))).join(', ');
  }
  return JSON.stringify(value);
}
