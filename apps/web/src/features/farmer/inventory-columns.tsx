import { toast } from 'sonner';
import { categoryName, formatCents, type PortalItem } from '@lfm/core';
import { farmerPortalApi } from '@lfm/core/routes';
import { useFarmerAction } from '../../api/farmer-action';
import { Button } from '../../components/button';
import type { Column } from '../../components/table';
import { useT, type Translate } from '../../lib/i18n';

/** An item's Edit, list or out of stock, and Duplicate. */
function ItemActions({ item, onEdit }: { item: PortalItem; onEdit: (item: PortalItem) => void }) {
  const t = useT();
  const status = useFarmerAction(farmerPortalApi.setItemStatus);
  const duplicate = useFarmerAction(farmerPortalApi.duplicateItem);
  const done = { onSuccess: ({ message }: { message: string }) => toast.success(message) };
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="secondary"
        onClick={() => onEdit(item)}
        aria-label={t('farmer.inventory.edit', { name: item.itemName })}
      >
        {t('portal.edit')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => status.mutate({ inventoryId: item.id, status: item.status === 1 ? 0 : 1 }, done)}
      >
        {t(item.status === 1 ? 'farmer.item.markOutOfStock' : 'farmer.item.listAgain')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        onClick={() =>
          // The copy opens to be edited into the new item; it stays unlisted until then.
          duplicate.mutate(
            { inventoryId: item.id },
            {
              onSuccess: ({ message, item: copy }) => {
                toast.success(message);
                onEdit(copy);
              },
            },
          )
        }
      >
        {t('farmer.item.duplicate')}
      </Button>
    </div>
  );
}

export const itemColumns = (t: Translate, onEdit: (item: PortalItem) => void): Column<PortalItem>[] => [
  {
    header: t('farmer.item.photo'),
    hideHeader: true,
    phone: 'media',
    cell: (item) =>
      item.image ? (
        <img
          src={item.image}
          alt={t('farmer.item.photoOf', { name: item.itemName })}
          width={64}
          height={48}
          className="aspect-[4/3] w-16 rounded object-cover"
        />
      ) : (
        <span className="block aspect-[4/3] w-16 rounded bg-leaf-tint" />
      ),
  },
  {
    header: t('farmer.item.column.item'),
    phone: 'title',
    cell: (item) => (
      <>
        <span className="font-semibold text-soil">{item.itemName}</span>
        <span className="block text-sm text-soil-muted">
          {[item.variety, t.text(categoryName(item.inventoryType))].filter(Boolean).join(' · ')}
        </span>
      </>
    ),
  },
  {
    header: t('farmer.item.column.price'),
    phoneLabel: t('farmer.item.column.priceShort'),
    className: 'tabular whitespace-nowrap',
    cell: (item) =>
      `${formatCents(item.consumerPriceCents, t.locale)} / ${formatCents(item.wholesalePriceCents, t.locale)}`,
  },
  {
    header: t('farmer.item.column.unitsLeft'),
    className: 'tabular',
    cell: (item) => `${item.maximumConsumerQuantity} / ${item.maximumWholesaleQuantity}`,
  },
  {
    header: t('portal.status'),
    cell: (item) => (
      <>
        <span
          className={
            item.status === 1
              ? 'rounded-full bg-leaf-tint px-2.5 py-0.5 text-sm font-semibold text-leaf-dark'
              : 'rounded-full bg-berry/10 px-2.5 py-0.5 text-sm font-semibold text-berry'
          }
        >
          {t(item.status === 1 ? 'farmer.item.listed' : 'farmer.item.outOfStock')}
        </span>
        {!item.published && (
          <span className="ml-2 rounded-full bg-harvest-tint px-2.5 py-0.5 text-sm font-semibold text-soil">
            {t('farmer.item.draft')}
          </span>
        )}
      </>
    ),
  },
  {
    header: t('farmer.item.column.actions'),
    phone: 'action',
    cell: (item) => <ItemActions item={item} onEdit={onEdit} />,
  },
];
