import { formatPricePerUnit, formatWindow, type DistributionDto, type InventoryDto } from '@lfm/core';
import { isOutOfStock, ProductImage } from '../../components/product-card';
import { AddToCartButton } from '../../components/add-to-cart-button';
import { useCartQuantity } from '../../components/use-cart-item';
import { QuantityStepper } from '../../components/quantity-stepper';
import { Table, type Column } from '../../components/table';
import { cn } from '../../lib/cn';
import { useT, type Translate } from '../../lib/i18n';
import { ownWords } from '../../lib/own-words';

type Row = { item: InventoryDto; window: DistributionDto | undefined };
const useRowCart = ({ item }: Row) => useCartQuantity(item._id, item.farmId);

const columns = (t: Translate): Column<Row, ReturnType<typeof useRowCart>>[] => {
  const nameOf = (item: InventoryDto) => ownWords(t.locale, item.name, item.nameEs);
  return [
    {
      header: t('table.image'),
      phone: 'media',
      className: 'w-24 max-mobile:w-20',
      cell: ({ item }) => <ProductImage item={item} className="w-20 rounded-lg" />,
    },
    {
      header: t('table.product'),
      phone: 'title',
      cell: ({ item }) => (
        <>
          <span className="font-semibold text-soil">{nameOf(item)}</span>
          {item.variety && <span className="block text-sm text-soil-muted">{item.variety}</span>}
        </>
      ),
    },
    {
      header: t('table.farm'),
      phone: 'title',
      className: 'max-mobile:text-sm',
      cell: ({ item }) => item.farmName,
    },
    {
      header: t('orderNow.orderWindowColumn'),
      className: 'text-sm',
      cell: ({ item, window }) => (
        <>
          {window && (
            <span className="tabular block text-soil">
              {formatWindow(window.placeOrderOpen, window.placeOrderClose, t.locale)}
            </span>
          )}
          <span className={cn('font-semibold', item.orderWindowOpen ? 'text-leaf' : 'text-soil-muted')}>
            {item.orderWindowOpen ? t('common.openNow') : t('common.orderWindowClosed')}
          </span>
        </>
      ),
    },
    {
      header: t('table.pricePerUnit'),
      className: 'tabular font-semibold whitespace-nowrap text-harvest-dark',
      cell: ({ item }) => formatPricePerUnit(item.priceCents, item.unit, t.locale),
    },
    {
      header: t('table.unitsAvailable'),
      className: 'tabular',
      cell: ({ item }) =>
        isOutOfStock(item) ? (
          <span className="font-semibold text-berry">{t('cart.outOfStock')}</span>
        ) : (
          item.maxQuantity
        ),
    },
    {
      header: t('table.quantity'),
      cell: ({ item }, { qty, changeQty }) =>
        !isOutOfStock(item) && (
          <QuantityStepper
            value={qty}
            onChange={changeQty}
            max={item.maxQuantity}
            label={t('common.quantityOf', { name: nameOf(item) })}
          />
        ),
    },
    {
      header: t('orderNow.addToCart'),
      phone: 'action',
      cell: ({ item }, { cart, qty }) =>
        !isOutOfStock(item) && (
          <AddToCartButton
            cart={cart}
            quantity={Number(qty)}
            enabled={item.orderWindowOpen}
            label={t('orderNow.addToCart')}
            productName={nameOf(item)}
            className="whitespace-nowrap max-mobile:w-full"
          />
        ),
    },
  ];
};

/** SPEC 2 wholesale list view: one row per product with its quantity and add-to-cart control. */
export function WholesaleTable({
  items,
  distributions,
}: {
  items: InventoryDto[];
  distributions: DistributionDto[];
}) {
  const t = useT();
  const rows = items.map((item) => ({ item, window: distributions.find((d) => d.farmId === item.farmId) }));
  return (
    <Table
      caption={t('orderNow.deliveredToZip')}
      columns={columns(t)}
      rows={rows}
      rowKey={(r) => r.item._id}
      useRow={useRowCart}
      cards
      framed
    />
  );
}
