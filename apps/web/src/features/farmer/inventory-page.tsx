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
import { useT, type PortalKey } from '../../lib/i18n';
import { itemColumns } from './inventory-columns';

const select = 'mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2';
const KINDS = [
  [1, 'farmer.kind.pickup'],
  [2, 'farmer.kind.delivery'],
  [3, 'farmer.kind.shipping'],
] as const satisfies [number, PortalKey][];
const SUBSCRIPTIONS = [
  ['', 'farmer.item.subscriptionNone'],
  ['week', 'farmer.item.weekly'],
  ['month', 'farmer.item.monthly'],
  ['day', 'farmer.item.daily'],
] as const satisfies [string, PortalKey][];
const dollarsToCents = (v: FormDataEntryValue | null) =>
  String(Math.round(Number(String(v ?? '').replace(/[$,]/g, '')) * 100));

const centsToDollars = (c: number | undefined) => (c == null ? '' : (c / 100).toFixed(2));

/** Add or edit an item: every field of SPEC 3, checked with the same rules the server uses. */
function ItemForm({ item, onDone }: { item?: PortalItem; onDone: () => void }) {
  const t = useT();
  // SPEC 9's units say core's words (in the page's language), then 13: the farmer's own.
  const units: [string, string][] = [
    ...Object.entries(UNIT_LABELS).map(([v, l]): [string, string] => [v, t.text(l)]),
    ['13', t('farmer.item.unitOther')],
  ];
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
      <TextField
        label={t('farmer.item.name')}
        name="itemName"
        maxLength={100}
        defaultValue={item?.itemName}
      />
      <TextField
        label={t('farmer.item.otherName')}
        name="otherItemName"
        maxLength={100}
        defaultValue={item?.otherItemName}
        hint={t('farmer.item.otherNameHint')}
      />
      <TextField
        label={t('farmer.item.variety')}
        name="variety"
        maxLength={100}
        defaultValue={item?.variety}
      />
      <label className="text-sm font-medium text-soil sm:col-span-2">
        {t('farmer.item.description')}
        <textarea
          name="description"
          maxLength={2000}
          rows={3}
          className={select}
          defaultValue={item?.description}
        />
      </label>
      <TextField
        label={t('farmer.item.nameEs')}
        name="itemNameEs"
        lang="es"
        maxLength={100}
        defaultValue={item?.itemNameEs}
        hint={t('farmer.item.spanishHint')}
      />
      <label className="text-sm font-medium text-soil sm:col-span-2">
        {t('farmer.item.descriptionEs')}
        <textarea
          name="descriptionEs"
          lang="es"
          maxLength={2000}
          rows={3}
          className={select}
          defaultValue={item?.descriptionEs}
        />
      </label>
      <label className="text-sm font-medium text-soil">
        {t('farmer.item.category')}
        <select name="inventoryType" className={select} defaultValue={item?.inventoryType ?? 1}>
          {CATEGORIES.map((c) => (
            <option key={c.id} value={c.id}>
              {t.text(c.name)}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="text-sm font-medium text-soil">
        <legend>{t('farmer.item.distributedBy')}</legend>
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
              {t(label)}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={t('farmer.item.consumerPrice')}
        name="consumerPrice"
        inputMode="decimal"
        defaultValue={centsToDollars(item?.consumerPriceCents)}
      />
      <TextField
        label={t('farmer.item.wholesalePrice')}
        name="wholesalePrice"
        inputMode="decimal"
        defaultValue={centsToDollars(item?.wholesalePriceCents)}
      />
      {(['consumerUnit', 'wholesaleUnit'] as const).map((n) => (
        <label key={n} className="text-sm font-medium text-soil">
          {t(n === 'consumerUnit' ? 'farmer.item.consumerUnit' : 'farmer.item.wholesaleUnit')}
          <select name={n} className={select} defaultValue={item?.[n] ?? 3}>
            {units.map(([v, label]) => (
              <option key={v} value={v}>
                {label}
              </option>
            ))}
          </select>
        </label>
      ))}
      <TextField
        label={t('farmer.item.otherConsumerUnit')}
        name="otherConsumerUnit"
        maxLength={40}
        defaultValue={item?.otherConsumerUnit}
        hint={t('farmer.item.otherUnitHint')}
      />
      <TextField
        label={t('farmer.item.otherWholesaleUnit')}
        name="otherWholesaleUnit"
        maxLength={40}
        defaultValue={item?.otherWholesaleUnit}
        hint={t('farmer.item.otherUnitHint')}
      />
      <TextField
        label={t('farmer.item.consumerUnits')}
        name="maximumConsumerQuantity"
        inputMode="numeric"
        defaultValue={item?.maximumConsumerQuantity ?? 20}
      />
      <TextField
        label={t('farmer.item.wholesaleUnits')}
        name="maximumWholesaleQuantity"
        inputMode="numeric"
        defaultValue={item?.maximumWholesaleQuantity ?? 20}
      />
      <label className="text-sm font-medium text-soil">
        {t('farmer.item.subscription')}
        <select
          name="subscriptionInterval"
          className={select}
          defaultValue={item?.subscriptionInterval ?? ''}
        >
          {SUBSCRIPTIONS.map(([v, label]) => (
            <option key={v} value={v}>
              {t(label)}
            </option>
          ))}
        </select>
      </label>
      <TextField
        label={t('farmer.item.everyHowMany')}
        name="subscriptionIntervalCount"
        inputMode="numeric"
        defaultValue={item?.subscriptionIntervalCount || 1}
      />
      <label className="text-sm font-medium text-soil">
        {t('portal.status')}
        <select name="status" className={select} defaultValue={item?.status ?? 1}>
          <option value="1">{t('farmer.item.listed')}</option>
          <option value="0">{t('farmer.item.outOfStock')}</option>
        </select>
      </label>
      <label className="text-sm font-medium text-soil sm:col-span-2">
        {t('farmer.item.photo')}
        <input
          type="file"
          name="image"
          accept="image/jpeg,image/png,image/gif,image/webp"
          className="mt-1 block w-full max-w-full"
        />
      </label>
      <FormFooter
        problem={problem}
        saving={save.isPending}
        saveLabel={t('farmer.item.save')}
        onClose={onDone}
      />
    </form>
  );
}

/** The farm's items: search and filters, add with a photo, edit, list or mark out of stock, duplicate. */
export default function FarmerInventoryPage() {
  const t = useT();
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
        <h2 className="mr-auto text-2xl text-soil">{t('farmer.inventory')}</h2>
        <input
          type="search"
          placeholder={t('farmer.inventory.search')}
          aria-label={t('farmer.inventory.search')}
          maxLength={30}
          value={filters.search}
          onChange={(e) => setFilters({ search: e.target.value })}
          className="rounded-lg border border-line px-3 py-2"
        />
        <select
          aria-label={t('common.filterByCategory')}
          className="rounded-lg border border-line bg-white px-3 py-2"
          value={filters.category ?? ''}
          onChange={(e) => setFilters({ category: e.target.value ? Number(e.target.value) : null })}
        >
          <option value="">{t('farmer.inventory.everyCategory')}</option>
          {CATEGORIES.map((c) => (
            <option key={c.id} value={c.id}>
              {t.text(c.name)}
            </option>
          ))}
        </select>
        <select
          aria-label={t('portal.filterByStatus')}
          className="rounded-lg border border-line bg-white px-3 py-2"
          value={filters.status ?? ''}
          onChange={(e) => setFilters({ status: e.target.value === '' ? null : Number(e.target.value) })}
        >
          <option value="">{t('portal.everyStatus')}</option>
          <option value="1">{t('farmer.item.listed')}</option>
          <option value="0">{t('farmer.item.outOfStock')}</option>
        </select>
        <Button onClick={() => setEditing('new')}>{t('farmer.inventory.add')}</Button>
      </div>
      <Table
        caption={t('farmer.inventory')}
        columns={itemColumns(t, setEditing)}
        rows={data?.result ?? []}
        rowKey={(i) => i.id}
        cards
        className="mobile:min-w-[760px]"
        empty={
          data && (
            <EmptyState message={t(filtering ? 'farmer.inventory.noMatch' : 'farmer.inventory.empty')} />
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
          label={t('farmer.inventory.pages')}
        />
      )}
      <EditorModal
        editing={editing}
        onClose={() => setEditing(null)}
        addTitle={t('farmer.inventory.add')}
        editTitle={(i) => t('farmer.inventory.edit', { name: i.itemName })}
      >
        {(record) => <ItemForm item={record} onDone={() => setEditing(null)} />}
      </EditorModal>
    </div>
  );
}
