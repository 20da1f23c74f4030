import { ArrowDown, ArrowUp, ArrowUpDown, Gem, Pencil, Star, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import type { AdminProduct, AdminProductList, AdminProductSort } from '#domain/admin/admin-products.ts';
import { ADMIN_PRODUCT_SORTS } from '#domain/admin/admin-products.ts';
import { formatCents, formatGrams } from '#web/lib/format.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { ProductThumb } from '#web/components/ui/product-thumb.tsx';
import { Pager, rangeText } from '#web/components/ui/pager.tsx';
import { SearchField } from '#web/components/ui/search-field.tsx';
import { QueryTable, useStayOnAPage } from '#web/components/ui/query-table.tsx';
import { EmptyMessage, td, th } from '#web/components/ui/table-card.tsx';
import { paths } from '#web/config/paths.ts';
import { dashboardPaths } from '#web/config/dashboard-paths.ts';
import { FOCUS_AFTER_REMOVAL_ATTRIBUTE, useFocusAfterRemoval } from '#web/hooks/use-focus-after-removal.ts';
import { useListParams } from '#web/hooks/use-list-params.ts';
import { useDeleteProduct } from '../api/delete-product.ts';
import { useAdminProducts } from '../api/get-admin-products.ts';
import { offersNote } from '../product-options-values.ts';
import { columnDirection, DEFAULT_SORT, nextSort, readSort, SORT_LABELS, type SortColumn } from '../sorts.ts';
import { productToast } from '../toasts.ts';

const LIST_DEFAULTS = { q: '', sort: DEFAULT_SORT } as const;
const COLUMNS = 8;

/** "Showing 1–20 of 36 products"; a capped search count reads "of 10,000+ products". */
function countText(list: AdminProductList): string {
  const text = rangeText(list.page, list.pageSize, list.total, ['product', 'products']);
  return list.totalIsAtLeast ? text.replace(/([\d,]+)( products?)$/, '$1+$2') : text;
}

/**
 * All Products: the whole catalogue, searched, sorted and paged by the server, with the search,
 * sort and page in the URL query. Each row links to its edit page and can be deleted after a
 * confirmation. On a phone the secondary columns fold into the product's cell.
 */
export function ProductsList() {
  const { values, page, update, hrefForPage } = useListParams(LIST_DEFAULTS);
  const q = values.q.trim().slice(0, 100);
  const sort = readSort(values.sort);
  const products = useAdminProducts({ q, sort, page });
  const data = products.data;
  const items = data?.items ?? [];
  const { listRef, emptyRef, onRemoved } = useFocusAfterRemoval<HTMLTableSectionElement, HTMLDivElement>(items);
  const sortId = useId();

  useStayOnAPage(products, page, update);

  const caption =
    `Products, ${SORT_LABELS[sort].toLowerCase()}` +
    (q ? `, matching “${q}”` : '') +
    (data ? `, page ${data.page} of ${Math.max(1, data.pageCount)}` : '');

  return (
    <>
      <div className="mb-6 flex flex-wrap items-end gap-4">
        <SearchField
          value={q}
          onSearch={(query) => update({ q: query }, { replace: q !== '' })}
          label="Search products"
          placeholder="Name or category…"
          className="w-full sm:max-w-sm sm:flex-1"
        />
        <div className="w-full sm:w-56">
          <label htmlFor={sortId} className="mb-2 block text-sm font-medium text-ink">
            Sort by
          </label>
          <select
            id={sortId}
            value={sort}
            onChange={(event) => update({ sort: event.target.value })}
            className="h-11 w-full rounded-full border border-stone-300 bg-white px-4 text-sm text-ink shadow-sm outline-none focus:border-gold-500 focus:ring-2 focus:ring-gold-300/60"
          >
            {ADMIN_PRODUCT_SORTS.map((option) => (
              <option key={option} value={option}>
                {SORT_LABELS[option]}
              </option>
            ))}
          </select>
        </div>
        <p aria-live="polite" className="text-sm text-ink-soft sm:ml-auto sm:pb-3">
          {data ? countText(data) : null}
        </p>
      </div>

      <QueryTable
        query={products}
        what="the products"
        label="Products"
        caption={caption}
        columns={COLUMNS}
        head={
          <>
            <SortHeader column="name" label="Product" sort={sort} onSort={(next) => update({ sort: next })} />
            <th scope="col" className={`${th} hidden @4xl:table-cell`}>
              Category
            </th>
            <SortHeader
              column="weight"
              label="Weight"
              sort={sort}
              onSort={(next) => update({ sort: next })}
              className="hidden @3xl:table-cell"
              align="right"
            />
            <SortHeader
              column="price"
              label="Price"
              sort={sort}
              onSort={(next) => update({ sort: next })}
              align="right"
            />
            <SortHeader
              column="stock"
              label="Stock"
              sort={sort}
              onSort={(next) => update({ sort: next })}
              className="hidden @3xl:table-cell"
              align="right"
            />
            <th scope="col" className={`${th} hidden @[60rem]:table-cell`}>
              Featured
            </th>
            <th scope="col" className={`${th} hidden @3xl:table-cell`}>
              Availability
            </th>
            <th scope="col" className={`${th} text-right`}>
              <span className="sr-only @xl:not-sr-only">Actions</span>
            </th>
          </>
        }
        rows={data?.items.map((product) => (
          <ProductRow key={product.id} product={product} onRemoved={onRemoved} />
        ))}
        loadingText="Loading products…"
        empty={
          <EmptyMessage icon={<Gem className="size-6" strokeWidth={1.75} />} message="No Products Found">
            {q ? (
              <p className="text-sm text-ink-soft">Nothing matches “{q}”. Try another word.</p>
            ) : (
              <Link to={dashboardPaths.addProduct.getHref()} className="btn-gold mt-2">
                Add a product
              </Link>
            )}
          </EmptyMessage>
        }
        cardRef={emptyRef}
        bodyRef={listRef}
      />

      {data ? <Pager page={data.page} pageCount={data.pageCount} hrefFor={hrefForPage} label="Product pages" /> : null}
    </>
  );
}

function SortHeader({
  column,
  label,
  sort,
  onSort,
  className = '',
  align = 'left',
}: {
  column: SortColumn;
  label: string;
  sort: AdminProductSort;
  onSort: (sort: AdminProductSort) => void;
  className?: string;
  align?: 'left' | 'right';
}) {
  const direction = columnDirection(sort, column);
  const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <th
      scope="col"
      aria-sort={direction ?? 'none'}
      className={`${th} ${className} ${align === 'right' ? 'text-right' : ''}`}
    >
      <button
        type="button"
        onClick={() => onSort(nextSort(sort, column))}
        className={`-mx-2 inline-flex items-center gap-1.5 rounded-md px-2 py-1 tracking-wider uppercase transition hover:bg-gold-50 hover:text-ink ${
          direction ? 'text-ink' : ''
        }`}
      >
        {label}
        <Icon aria-hidden="true" className={`size-3.5 ${direction ? 'text-gold-600' : 'text-stone-400'}`} />
      </button>
    </th>
  );
}

function StatusPill({ inStock }: { inStock: boolean }) {
  return inStock ? (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-emerald ring-1 ring-emerald/25">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      In Stock
    </span>
  ) : (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-ruby ring-1 ring-ruby/25">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      Out of Stock
    </span>
  );
}

function ProductRow({ product, onRemoved }: { product: AdminProduct; onRemoved: (id: string) => void }) {
  const location = useLocation();
  const remove = useDeleteProduct();
  const image = product.images[0];
  const offers = offersNote(product);

  const confirmDelete = () =>
    remove.mutate(product.id, {
      onSuccess: () => {
        onRemoved(product.id);
        productToast.deleted(product.name);
      },
      onError: (error) => productToast.deleteFailed(error),
    });

  return (
    <tr className={`transition hover:bg-ivory [&>td]:align-middle ${remove.isPending ? 'opacity-50' : ''}`}>
      <td className={`${td} @3xl:min-w-56`}>
        <div className="flex items-start gap-3 @3xl:items-center">
          <ProductThumb
            as="span"
            src={image}
            size={48}
            className="grid size-12 shrink-0 place-items-center overflow-hidden rounded-xl bg-sand text-gold-600 ring-1 ring-gold-100"
            fallback={<Gem aria-hidden="true" className="size-5" strokeWidth={1.5} />}
          />
          <div className="min-w-0">
            <Link
              to={paths.product.getHref(product.id)}
              className="font-medium break-words text-ink underline-offset-4 hover:text-gold-700 hover:underline"
            >
              {product.name}
            </Link>
            {/* The columns the table is too narrow for (a phone, a tablet beside the sidebar) fold in here. */}
            <p className="mt-1 text-xs text-ink-soft @4xl:hidden">
              {product.category}
              <span className="@3xl:hidden">
                {' '}
                · {formatGrams(product.weight)} · {product.stock} in stock
              </span>
            </p>
            {offers ? <p className="mt-1 text-xs text-ink-soft">{offers}</p> : null}
            <p className={`mt-1.5 flex flex-wrap gap-1.5 ${product.featured ? '@[60rem]:hidden' : '@3xl:hidden'}`}>
              <span className="@3xl:hidden">
                <StatusPill inStock={product.isAvailable} />
              </span>
              {product.featured ? <FeaturedMark /> : null}
            </p>
          </div>
        </div>
      </td>
      <td className={`${td} hidden @4xl:table-cell`}>{product.category}</td>
      <td className={`${td} hidden text-right whitespace-nowrap tabular-nums @3xl:table-cell`}>
        {formatGrams(product.weight)}
      </td>
      <td className={`${td} text-right whitespace-nowrap tabular-nums`}>
        <span className="font-semibold">{formatCents(product.price)}</span>
        <span className="mt-0.5 block text-xs text-ink-soft">{formatCents(product.perGram)}/g</span>
      </td>
      <td className={`${td} hidden text-right tabular-nums @3xl:table-cell`}>
        <span className={product.stock === 0 ? 'font-semibold text-ruby' : ''}>{product.stock}</span>
      </td>
      <td className={`${td} hidden @[60rem]:table-cell`}>
        {product.featured ? (
          <FeaturedMark />
        ) : (
          <>
            <span aria-hidden="true" className="text-ink-soft">
              —
            </span>
            <span className="sr-only">No</span>
          </>
        )}
      </td>
      <td className={`${td} hidden @3xl:table-cell`}>
        <StatusPill inStock={product.isAvailable} />
      </td>
      <td className={`${td} text-right`}>
        <div className="flex flex-col items-end gap-1.5 @xl:flex-row @xl:justify-end">
          <Link
            to={dashboardPaths.editProduct.getHref(product.id)}
            state={{ from: `${location.pathname}${location.search}` }}
            aria-label={`Edit ${product.name}`}
            className="inline-flex size-9 items-center justify-center gap-1.5 rounded-full border border-gold-300 text-sm font-semibold text-gold-700 transition hover:bg-gold-50 2xl:w-auto 2xl:px-3.5"
          >
            <Pencil aria-hidden="true" className="size-4" />
            <span aria-hidden="true" className="hidden 2xl:inline">
              Edit
            </span>
          </Link>
          <ConfirmDialog
            trigger={
              <button
                type="button"
                aria-label={`Delete ${product.name}`}
                aria-disabled={remove.isPending || undefined}
                {...{ [FOCUS_AFTER_REMOVAL_ATTRIBUTE]: '' }}
                className="inline-flex size-9 items-center justify-center gap-1.5 rounded-full border border-ruby/30 text-sm font-semibold text-ruby transition hover:bg-ruby/5 2xl:w-auto 2xl:px-3.5"
              >
                <Trash2 aria-hidden="true" className="size-4" />
                <span aria-hidden="true" className="hidden 2xl:inline">
                  Delete
                </span>
              </button>
            }
            title="Are you sure?"
            description={`${product.name} will be deleted from the shop. You won't be able to revert this!`}
            confirmLabel="Yes, delete it!"
            onConfirm={confirmDelete}
          />
        </div>
      </td>
    </tr>
  );
}

function FeaturedMark() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-gold-50 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-gold-700 ring-1 ring-gold-300">
      <Star aria-hidden="true" className="size-3 fill-current" />
      Featured
    </span>
  );
}
