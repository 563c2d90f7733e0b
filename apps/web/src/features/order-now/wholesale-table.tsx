import { formatPricePerUnit, formatWindow, type DistributionDto, type InventoryDto } from '@lfm/core';
import { isOutOfStock, ProductImage } from '../../components/product-card';
import { AddToCartButton } from '../../components/add-to-cart-button';
import { useCartQuantity } from '../../components/use-cart-item';
import { QuantityStepper } from '../../components/quantity-stepper';
import { cn } from '../../lib/cn';

const COLUMNS = [
  'Image',
  'Product',
  'Farm',
  'Order Window',
  'Price Per Unit',
  'Units Available',
  'Quantity',
  'Add to Cart',
] as const;

// Below 760 px each row becomes a stacked card whose cells carry their column name.
const cell =
  'px-3 py-3 align-middle max-mobile:col-span-2 max-mobile:flex max-mobile:items-center max-mobile:justify-between max-mobile:gap-4 max-mobile:px-0 max-mobile:py-1.5 max-mobile:before:text-sm max-mobile:before:font-semibold max-mobile:before:text-soil-muted max-mobile:before:whitespace-nowrap max-mobile:before:content-[attr(data-label)]';
// The picture, name and farm head the stacked card side by side.
const headCell = 'px-3 py-3 align-middle max-mobile:col-start-2 max-mobile:p-0';

function Row({ item, window }: { item: InventoryDto; window: DistributionDto | undefined }) {
  const { cart, qty, changeQty } = useCartQuantity(item._id, item.farmId);
  const out = isOutOfStock(item);
  return (
    <tr className="border-t border-line max-mobile:grid max-mobile:grid-cols-[5rem_1fr] max-mobile:gap-x-4 max-mobile:rounded-xl max-mobile:border max-mobile:bg-white max-mobile:p-4 max-mobile:shadow-sm">
      <td className="w-24 px-3 py-3 max-mobile:row-span-2 max-mobile:w-auto max-mobile:p-0 max-mobile:pb-3">
        <ProductImage item={item} className="w-20 rounded-lg" />
      </td>
      <td className={cn(headCell, 'max-mobile:self-end')}>
        <span className="font-semibold text-soil">{item.name}</span>
        {item.variety && <span className="block text-sm text-soil-muted">{item.variety}</span>}
      </td>
      <td className={cn(headCell, 'text-soil max-mobile:self-start max-mobile:pb-3 max-mobile:text-sm')}>
        {item.farmName}
      </td>
      <td data-label="Order Window" className={cn(cell, 'text-sm')}>
        <span className="text-right mobile:text-left">
          {window && (
            <span className="tabular block text-soil">
              {formatWindow(window.placeOrderOpen, window.placeOrderClose)}
            </span>
          )}
          <span className={cn('font-semibold', item.orderWindowOpen ? 'text-leaf' : 'text-soil-muted')}>
            {item.orderWindowOpen ? 'Open now' : 'Order window closed'}
          </span>
        </span>
      </td>
      <td
        data-label="Price Per Unit"
        className={cn(cell, 'tabular font-semibold whitespace-nowrap text-harvest-dark')}
      >
        {formatPricePerUnit(item.priceCents, item.unit)}
      </td>
      <td data-label="Units Available" className={cn(cell, 'tabular text-soil')}>
        {out ? <span className="font-semibold text-berry">Out of stock</span> : item.maxQuantity}
      </td>
      <td data-label="Quantity" className={cell}>
        {!out && (
          <QuantityStepper
            value={qty}
            onChange={changeQty}
            max={item.maxQuantity}
            label={`Quantity of ${item.name}`}
          />
        )}
      </td>
      <td data-label="Add to Cart" className={cn(cell, 'max-mobile:before:hidden')}>
        {!out && (
          <AddToCartButton
            cart={cart}
            quantity={Number(qty)}
            enabled={item.orderWindowOpen}
            label="Add to Cart"
            productName={item.name}
            className="whitespace-nowrap max-mobile:w-full"
          />
        )}
      </td>
    </tr>
  );
}

/** SPEC 2 wholesale list view: one row per product with its quantity and add-to-cart control. */
export function WholesaleTable({
  items,
  distributions,
}: {
  items: InventoryDto[];
  distributions: DistributionDto[];
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-line bg-white shadow-sm max-mobile:overflow-visible max-mobile:border-0 max-mobile:bg-transparent max-mobile:shadow-none">
      <table className="w-full text-left max-mobile:block">
        <caption className="sr-only">Products delivered to your zip code</caption>
        <thead className="bg-cream text-sm text-soil-muted max-mobile:sr-only">
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className="px-3 py-3 font-semibold whitespace-nowrap">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-mobile:flex max-mobile:flex-col max-mobile:gap-4">
          {items.map((item) => (
            <Row key={item._id} item={item} window={distributions.find((d) => d.farmId === item.farmId)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
