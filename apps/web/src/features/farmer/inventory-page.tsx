import { useState, type FormEvent } from 'react';
import { CATEGORIES, UNIT_LABELS, inventoryItemSchema, type PortalItem } from '@lfm/core';
import { farmerPortalApi } from '@lfm/core/routes';
import { useFarmerAction } from '../../api/farmer-action';
import { useFarmerItems, type ItemFilters } from '../../api/farmer-inventory';
import { EmptyState } from '../../components/empty-state';
import { Button } from '../../components/button';
import {
  EditorModal,
  FormFooter,
  textFields,
  dropEmptyFiles,
  usePortalForm,
} from '../../components/portal-form';
import { TextField } from '../../components/field';
import { Pagination } from '../../components/pagination';
import { usePagedFilters } from '../../components/use-paging';
import { Table } from '../../components/table';
import { itemColumns } from './inventory-columns';

const select = 'mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2';
const UNITS = [...Object.entries(UNIT_LABELS), ['13', 'Other']] as const;
const KINDS = [
  [1, 'Pickup'],
  [2, 'Delivery'],
  [3, 'Shipping'],
] as const;
const dollarsToCents = (v: FormDataEntryValue | null) =>
  String(Math.round(Number(String(v ?? '').replace(/[$,]/g, '')) * 100));

const centsToDollars = (c: number | undefined) => (c == null ? '' : (c / 100).toFixed(2));

/** Add or edit an item: every field of SPEC 3, checked with the same rules the server uses. */
function ItemForm({ item, onDone }: { item?: PortalItem; onDone: () => void }) {
  const add = useFarmerAction(farmerPortalApi.addItem, { silent: true });
  const edit = useFarmerAction(farmerPortalApi.editItem, { silent: true });
  const save = item ? edit : add;
  const { problem, send } = usePortalForm(save, onDone);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    data.set('consumerPriceCents', dollarsToCents(data.get('consumerPrice')));
    data.set('wholesalePriceCents', dollarsToCents(data.get('wholesalePrice')));
    data.delete('consumerPrice');
    data.delete('wholesalePrice');
    data.set('distributionTypes', data.getAll('kind').join(','));
    data.delete('kind');
    if (item) data.set('inventoryId', String(item.id));
    const fields = textFields(data);
    dropEmptyFiles(data, 'image');
    send(inventoryItemSchema, fields, data);
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField label="Item name" name="itemName" maxLength={100} defaultValue={item?.itemName} />
      <TextField
        label="Other name"
        name="otherItemName"
        maxLength={100}
        defaultValue={item?.otherItemName}
        hint="Required when the item name is 'Others'."
      />
      <TextField label="Variety" name="variety" maxLength={100} defaultValue={item?.variety} />
      <label className="text-sm font-medium text-soil sm:col-span-2">
        Description
        <textarea
          name="description"
          maxLength={2000}
          rows={3}
          className={select}
          defaultValue={item?.description}
        />
      </label>
      <label className="text-sm font-medium text-soil">
        Category
        <select name="inventoryType" className={select} defaultValue={item?.inventoryType ?? 1}>
          {CATEGORIES.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="text-sm font-medium text-soil">
        <legend>Distributed by</legend>
        <div className="mt-2 flex gap-4">
          {KINDS.map(([v, label]) => (
            <label key={v} className="flex items-center gap-2 font-normal">
              <input
                type="checkbox"
                name="kind"
                value={v}
                defaultChecked={item ? item.distributionTypes.includes(v) : v !== 3}
                className="size-4 accent-leaf"
              />{' '}
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label="Consumer price ($)"
        name="consumerPrice"
        inputMode="decimal"
        defaultValue={centsToDollars(item?.consumerPriceCents)}
      />
      <TextField
        label="Wholesale price ($)"
        name="wholesalePrice"
        inputMode="decimal"
        defaultValue={centsToDollars(item?.wholesalePriceCents)}
      />
      {(['consumerUnit', 'wholesaleUnit'] as const).map((n) => (
        <label key={n} className="text-sm font-medium text-soil">
          {n === 'consumerUnit' ? 'Consumer unit' : 'Wholesale unit'}
          <select name={n} className={select} defaultValue={item?.[n] ?? 3}>
            {UNITS.map(([v, label]) => (
              <option key={v} value={v}>
                {label}
              </option>
            ))}
          </select>
        </label>
      ))}
      <TextField
        label="Other consumer unit"
        name="otherConsumerUnit"
        maxLength={40}
        defaultValue={item?.otherConsumerUnit}
        hint="When the unit is Other."
      />
      <TextField
        label="Other wholesale unit"
        name="otherWholesaleUnit"
        maxLength={40}
        defaultValue={item?.otherWholesaleUnit}
        hint="When the unit is Other."
      />
      <TextField
        label="Units for consumers"
        name="maximumConsumerQuantity"
        inputMode="numeric"
        defaultValue={item?.maximumConsumerQuantity ?? 20}
      />
      <TextField
        label="Units for wholesale"
        name="maximumWholesaleQuantity"
        inputMode="numeric"
        defaultValue={item?.maximumWholesaleQuantity ?? 20}
      />
      <label className="text-sm font-medium text-soil">
        Subscription
        <select
          name="subscriptionInterval"
          className={select}
          defaultValue={item?.subscriptionInterval ?? ''}
        >
          <option value="">None</option>
          <option value="week">Weekly</option>
          <option value="month">Monthly</option>
          <option value="day">Daily</option>
        </select>
      </label>
      <TextField
        label="Every how many"
        name="subscriptionIntervalCount"
        inputMode="numeric"
        defaultValue={item?.subscriptionIntervalCount || 1}
      />
      <label className="text-sm font-medium text-soil">
        Status
        <select name="status" className={select} defaultValue={item?.status ?? 1}>
          <option value="1">Listed</option>
          <option value="0">Out of stock</option>
        </select>
      </label>
      <label className="text-sm font-medium text-soil sm:col-span-2">
        Photo
        <input
          type="file"
          name="image"
          accept="image/jpeg,image/png,image/gif,image/webp"
          className="mt-1 block w-full max-w-full"
        />
      </label>
      <FormFooter problem={problem} saving={save.isPending} saveLabel="Save item" onClose={onDone} />
    </form>
  );
}

/** The farm's items: search and filters, add with a photo, edit, list or mark out of stock, duplicate. */
export default function FarmerInventoryPage() {
  const { filters, page, setFilters, setPage } = usePagedFilters<Omit<ItemFilters, 'page'>>({
    search: '',
    category: null,
    status: null,
  });
  const [editing, setEditing] = useState<PortalItem | 'new' | null>(null);
  const { data } = useFarmerItems({ ...filters, page });
  const filtering = filters.search !== '' || filters.category != null || filters.status != null;
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h2 className="mr-auto text-2xl text-soil">Inventory</h2>
        <input
          type="search"
          placeholder="Search items"
          aria-label="Search items"
          maxLength={30}
          value={filters.search}
          onChange={(e) => setFilters({ search: e.target.value })}
          className="rounded-lg border border-line px-3 py-2"
        />
        <select
          aria-label="Filter by category"
          className="rounded-lg border border-line bg-white px-3 py-2"
          value={filters.category ?? ''}
          onChange={(e) => setFilters({ category: e.target.value ? Number(e.target.value) : null })}
        >
          <option value="">Every category</option>
          {CATEGORIES.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        <select
          aria-label="Filter by status"
          className="rounded-lg border border-line bg-white px-3 py-2"
          value={filters.status ?? ''}
          onChange={(e) => setFilters({ status: e.target.value === '' ? null : Number(e.target.value) })}
        >
          <option value="">Every status</option>
          <option value="1">Listed</option>
          <option value="0">Out of stock</option>
        </select>
        <Button onClick={() => setEditing('new')}>Add item</Button>
      </div>
      <Table
        caption="Inventory"
        columns={itemColumns(setEditing)}
        rows={data?.result ?? []}
        rowKey={(i) => i.id}
        cards
        className="mobile:min-w-[760px]"
        empty={
          data && (
            <EmptyState message={filtering ? 'No items match.' : 'No items yet. Add your first product.'} />
          )
        }
      />
      {data && (
        <Pagination
          className="mt-6"
          page={page}
          total={data.total}
          limit={data.limit}
          onPageChange={setPage}
          label="Inventory pages"
        />
      )}
      <EditorModal
        editing={editing}
        onClose={() => setEditing(null)}
        addTitle="Add item"
        editTitle={(i) => `Edit ${i.itemName}`}
      >
        {(record) => <ItemForm item={record} onDone={() => setEditing(null)} />}
      </EditorModal>
    </div>
  );
}
