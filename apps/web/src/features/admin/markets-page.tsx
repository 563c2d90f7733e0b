import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  formatAddress,
  marketSchema,
  type AdminMarketDto as AdminMarket,
  type MarketSaveRequest,
} from '@lfm/core';
import { adminApi } from '@lfm/core/routes';
import { useAdminHosts, useAdminMarkets } from '../../api/admin';
import { useAdminAction } from '../../api/admin-action';
import { Button } from '../../components/button';
import { EditorModal, FormFooter, usePortalForm } from '../../components/portal-form';
import { EmptyState } from '../../components/empty-state';
import { AddressFields } from '../../components/address-fields';
import { Field, SelectField, TextAreaField, TextField } from '../../components/field';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

const DEFAULT_COLOR = '#E6F0E4';

/** What admin/markets/save takes, from a stored market (a Hide/Show keeps every other field). */
const toSave = (m: AdminMarket): MarketSaveRequest => ({
  marketId: m.id,
  marketName: m.marketName,
  description: m.description,
  addressLine1: m.addressLine1,
  addressLine2: m.addressLine2,
  city: m.city,
  state: m.state,
  postalCode: m.postalCode,
  marketOrderWindow: m.marketOrderWindow,
  marketPickupWindows: m.marketPickupWindows,
  descriptionEs: m.descriptionEs,
  marketOrderWindowEs: m.marketOrderWindowEs,
  marketPickupWindowsEs: m.marketPickupWindowsEs,
  marketBackgroundColor: m.marketBackgroundColor,
  status: m.status,
  hostUserId: m.hostUserId,
});

/** What admin/markets/picture takes: the market, which picture, and the file. */
function pictureForm(marketId: number, kind: 'icon' | 'image', picture: File) {
  const form = new FormData();
  form.set('marketId', String(marketId));
  form.set('kind', kind);
  form.set('picture', picture);
  return form;
}

/** Create or edit a market; the server checks the fields, geocodes the address and answers the first problem. */
function MarketForm({ market, onDone }: { market?: AdminMarket; onDone: () => void }) {
  const t = useT();
  const save = useAdminAction(adminApi.saveMarket, true);
  const hosts = useAdminHosts();
  const { problem, send } = usePortalForm(save, onDone);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    const lines = (name: string) =>
      text(name)
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
    const host = text('hostUserId').trim();
    const body = {
      marketName: text('marketName'),
      description: text('description'),
      addressLine1: text('addressLine1'),
      addressLine2: text('addressLine2'),
      city: text('city'),
      state: text('state'),
      postalCode: text('postalCode'),
      marketOrderWindow: text('marketOrderWindow'),
      marketPickupWindows: lines('marketPickupWindows'),
      descriptionEs: text('descriptionEs'),
      marketOrderWindowEs: text('marketOrderWindowEs'),
      marketPickupWindowsEs: lines('marketPickupWindowsEs'),
      marketBackgroundColor: text('marketBackgroundColor'),
      status: Number(text('status')),
      hostUserId: host ? Number(host) : null,
    };
    send(marketSchema, body, { ...body, ...(market ? { marketId: market.id } : {}) });
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t('admin.market.name')}
        name="marketName"
        maxLength={100}
        defaultValue={market?.marketName}
        className="sm:col-span-2"
      />
      <TextAreaField
        label={t('admin.market.description')}
        name="description"
        maxLength={2000}
        rows={3}
        defaultValue={market?.description}
        className="sm:col-span-2"
      />
      <AddressFields defaults={market} zipLength={5} />
      <TextField
        label={t('admin.market.orderWindow')}
        name="marketOrderWindow"
        maxLength={200}
        defaultValue={market?.marketOrderWindow}
        hint={t('admin.market.orderWindowHint')}
      />
      <TextAreaField
        label={t('admin.market.pickupWindows')}
        name="marketPickupWindows"
        rows={3}
        defaultValue={market?.marketPickupWindows.join('\n')}
        placeholder={t('admin.market.pickupWindowsExample')}
        className="sm:col-span-2"
      />
      <fieldset className="grid gap-4 rounded-xl border border-line p-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="px-1 text-sm font-medium text-soil">{t('admin.market.inSpanish')}</legend>
        <p className="text-sm text-soil-muted sm:col-span-2">{t('admin.market.inSpanishHint')}</p>
        <TextAreaField
          label={t('admin.market.descriptionEs')}
          name="descriptionEs"
          lang="es"
          maxLength={2000}
          rows={3}
          defaultValue={market?.descriptionEs}
          className="sm:col-span-2"
        />
        <TextField
          label={t('admin.market.orderWindowEs')}
          name="marketOrderWindowEs"
          lang="es"
          maxLength={200}
          defaultValue={market?.marketOrderWindowEs}
        />
        <TextAreaField
          label={t('admin.market.pickupWindowsEs')}
          name="marketPickupWindowsEs"
          lang="es"
          rows={3}
          defaultValue={market?.marketPickupWindowsEs.join('\n')}
          placeholder={t('admin.market.pickupWindowsExampleEs')}
          className="sm:col-span-2"
        />
      </fieldset>
      <Field label={t('admin.market.color')} htmlFor="market-color">
        <input
          id="market-color"
          type="color"
          name="marketBackgroundColor"
          defaultValue={market?.marketBackgroundColor ?? DEFAULT_COLOR}
          className="h-11 w-24 cursor-pointer rounded-lg border border-line bg-white p-1"
        />
      </Field>
      <SelectField label={t('portal.status')} name="status" defaultValue={market?.status ?? 0}>
        <option value="0">{t('admin.market.shown')}</option>
        <option value="1">{t('admin.market.hidden')}</option>
      </SelectField>
      <SelectField
        label={t('admin.market.host')}
        name="hostUserId"
        defaultValue={market?.hostUserId ?? ''}
        hint={t('admin.market.hostHint')}
      >
        <option value="">{t('admin.market.noHost')}</option>
        {hosts.data?.result.map((h) => (
          <option key={h._id} value={h._id}>
            {h.firstName} {h.lastName} ({h.email})
          </option>
        ))}
      </SelectField>
      <FormFooter
        problem={problem}
        saving={save.isPending}
        saveLabel={t('admin.market.save')}
        onClose={onDone}
      />
    </form>
  );
}

function MarketCard({ m, hostName, onEdit }: { m: AdminMarket; hostName?: string; onEdit: () => void }) {
  const t = useT();
  const save = useAdminAction(adminApi.saveMarket);
  const setPicture = useAdminAction(adminApi.marketPicture);
  const hidden = m.status === 1;
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-line bg-white p-4">
      <div className="flex min-w-0 gap-3">
        {m.marketIcon ? (
          <img
            src={m.marketIcon}
            alt=""
            width={40}
            height={40}
            className="mt-1 size-10 shrink-0 rounded-lg border border-line object-cover"
          />
        ) : (
          <span
            className="mt-1 size-10 shrink-0 rounded-lg border border-line"
            style={{ backgroundColor: m.marketBackgroundColor }}
            aria-hidden
          />
        )}
        <div className="min-w-0">
          <p className="font-semibold text-soil">
            {m.marketName}{' '}
            <span
              className={cn(
                'ml-1 rounded-full px-2.5 py-0.5 text-sm font-semibold',
                hidden ? 'bg-berry/10 text-berry' : 'bg-leaf-tint text-leaf-dark',
              )}
            >
              {t(hidden ? 'admin.market.hidden' : 'admin.market.shown')}
            </span>
          </p>
          <p className="text-sm text-soil-muted">{formatAddress(m)}</p>
          {m.marketPickupWindows.length > 0 && (
            <p className="text-sm text-soil-muted">
              {t('admin.market.pickups', { windows: m.marketPickupWindows.join('; ') })}
            </p>
          )}
          {m.hostUserId != null && (
            <p className="text-sm text-soil-muted">
              {t('admin.market.hostName', { name: hostName ?? `#${m.hostUserId}` })}
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {(['icon', 'image'] as const).map((kind) => (
          <label
            key={kind}
            className="inline-flex h-9 cursor-pointer items-center rounded-full px-3 text-sm font-semibold text-soil hover:bg-leaf-tint focus-within:ring-2 focus-within:ring-leaf/30"
          >
            {t(kind === 'icon' ? 'admin.market.newIcon' : 'admin.market.newPicture')}
            <input
              type="file"
              accept="image/jpeg,image/png,image/gif,image/webp"
              className="sr-only"
              aria-label={t(kind === 'icon' ? 'admin.market.iconOf' : 'admin.market.pictureOf', {
                market: m.marketName,
              })}
              onChange={(e) => {
                const picture = e.target.files?.[0];
                if (picture)
                  setPicture.mutate(pictureForm(m.id, kind, picture), {
                    onSuccess: ({ message }) => toast.success(message),
                  });
                e.target.value = '';
              }}
            />
          </label>
        ))}
        <Button
          size="sm"
          variant="secondary"
          onClick={onEdit}
          aria-label={t('admin.editName', { name: m.marketName })}
        >
          {t('portal.edit')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          loading={save.isPending}
          aria-label={t(hidden ? 'admin.market.showName' : 'admin.market.hideName', { market: m.marketName })}
          onClick={() =>
            save.mutate(
              { ...toSave(m), status: hidden ? 0 : 1 },
              { onSuccess: ({ message }) => toast.success(message) },
            )
          }
        >
          {t(hidden ? 'admin.market.show' : 'admin.market.hide')}
        </Button>
      </div>
    </li>
  );
}

/** Every market and pop-up, shown and hidden: add, edit, hide or show. */
export default function AdminMarketsPage() {
  const t = useT();
  const { data } = useAdminMarkets();
  const hosts = useAdminHosts();
  const hostNames = new Map(hosts.data?.result.map((h) => [h._id, `${h.firstName} ${h.lastName}`]));
  const [editing, setEditing] = useState<AdminMarket | 'new' | null>(null);
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h2 className="mr-auto text-2xl text-soil">{t('admin.nav.markets')}</h2>
        <Button onClick={() => setEditing('new')}>{t('admin.markets.add')}</Button>
      </div>
      {!data ? (
        <div className="h-32 animate-pulse rounded-xl bg-leaf-tint/50" />
      ) : data.result.length === 0 ? (
        <EmptyState message={t('admin.markets.none')} />
      ) : (
        <ul className="grid gap-3">
          {data.result.map((m) => (
            <MarketCard
              key={m.id}
              m={m}
              hostName={hostNames.get(m.hostUserId ?? 0)}
              onEdit={() => setEditing(m)}
            />
          ))}
        </ul>
      )}
      <EditorModal
        editing={editing}
        onClose={() => setEditing(null)}
        addTitle={t('admin.markets.add')}
        editTitle={(m) => t('admin.editName', { name: m.marketName })}
      >
        {(record) => <MarketForm market={record} onDone={() => setEditing(null)} />}
      </EditorModal>
    </div>
  );
}
