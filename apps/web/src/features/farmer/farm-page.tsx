import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { ArrowLeft, ArrowRight, Trash2 } from 'lucide-react';
import { farmProfileSchema, type PortalFarm } from '@lfm/core';
import { farmerPortalApi } from '@lfm/core/routes';
import { useFarmerAction } from '../../api/farmer-action';
import { useFarmerFarm } from '../../api/farmer-farm';
import { Button } from '../../components/button';
import { FormFooter, textFields, dropEmptyFiles, usePortalForm } from '../../components/portal-form';
import { AddressFields } from '../../components/address-fields';
import { TextField, inputClass } from '../../components/field';
import { useT } from '../../lib/i18n';

const IMAGE_TYPES = 'image/jpeg,image/png,image/gif,image/webp';
const textArea = `${inputClass} mt-1 font-normal`;

/** The farm profile (SPEC 3 Farm): checked with the server's rules; the address is geocoded on save. */
export function FarmProfileForm({ farm }: { farm: PortalFarm | null }) {
  const t = useT();
  const save = useFarmerAction(farmerPortalApi.saveFarm, { silent: true });
  const { problem, send } = usePortalForm(save);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    for (const flag of ['certifiedOrganic', 'nofa']) data.set(flag, data.get(flag) ? 'true' : 'false');
    const fields = textFields(data);
    dropEmptyFiles(data, 'farmLogo');
    send(farmProfileSchema, fields, data);
  };
  const v = farm;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t('farmer.farm.name')}
        name="farmName"
        maxLength={100}
        defaultValue={v?.farmName}
        className="sm:col-span-2"
      />
      <TextField
        label={t('farmer.farm.shortInfo')}
        name="shortInfo"
        maxLength={300}
        defaultValue={v?.shortInfo}
        hint={t('farmer.farm.shortInfoHint')}
        className="sm:col-span-2"
      />
      <label className="text-sm font-medium text-soil sm:col-span-2">
        {t('farmer.farm.aboutFarm')}
        <textarea
          name="infoAboutFarm"
          maxLength={5000}
          rows={4}
          defaultValue={v?.infoAboutFarm}
          className={textArea}
        />
      </label>
      <label className="text-sm font-medium text-soil sm:col-span-2">
        {t('farmer.farm.aboutFarmer')}
        <textarea
          name="infoAboutFarmer"
          maxLength={5000}
          rows={3}
          defaultValue={v?.infoAboutFarmer}
          className={textArea}
        />
      </label>
      <fieldset className="grid gap-4 sm:col-span-2">
        <legend className="text-sm font-semibold text-soil">{t('farmer.farm.inSpanish')}</legend>
        <p className="-mt-2 text-xs text-soil-muted">{t('farmer.farm.inSpanishHint')}</p>
        <TextField
          label={t('farmer.farm.shortInfoEs')}
          name="shortInfoEs"
          lang="es"
          maxLength={300}
          defaultValue={v?.shortInfoEs}
        />
        <label className="text-sm font-medium text-soil">
          {t('farmer.farm.aboutFarmEs')}
          <textarea
            name="infoAboutFarmEs"
            lang="es"
            maxLength={5000}
            rows={4}
            defaultValue={v?.infoAboutFarmEs}
            className={textArea}
          />
        </label>
        <label className="text-sm font-medium text-soil">
          {t('farmer.farm.aboutFarmerEs')}
          <textarea
            name="infoAboutFarmerEs"
            lang="es"
            maxLength={5000}
            rows={3}
            defaultValue={v?.infoAboutFarmerEs}
            className={textArea}
          />
        </label>
      </fieldset>
      <AddressFields defaults={v} zipLength={5} />
      <fieldset className="flex flex-col justify-end gap-2 text-soil">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            name="certifiedOrganic"
            defaultChecked={v?.certifiedOrganic}
            className="size-4 accent-leaf"
          />
          {t('farmer.farm.organic')}
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" name="nofa" defaultChecked={v?.nofa} className="size-4 accent-leaf" />
          {t('farmer.farm.nofa')}
        </label>
      </fieldset>
      <label className="text-sm font-medium text-soil sm:col-span-2">
        {t('farmer.farm.logo')}
        <span className="mt-1 flex items-center gap-3">
          {v?.farmLogo && (
            <img
              src={v.farmLogo}
              alt=""
              width={56}
              height={56}
              className="size-14 rounded-full object-cover"
            />
          )}
          <input type="file" name="farmLogo" accept={IMAGE_TYPES} className="w-full max-w-full font-normal" />
        </span>
      </label>
      <FormFooter problem={problem} saving={save.isPending} saveLabel={t('farmer.farm.save')} />
    </form>
  );
}

/** The farm's photos: upload, order (move left or right) and remove. */
function FarmPhotos({ farm }: { farm: PortalFarm }) {
  const t = useT();
  const upload = useFarmerAction(farmerPortalApi.addPhoto);
  const reorder = useFarmerAction(farmerPortalApi.orderPhotos);
  const remove = useFarmerAction(farmerPortalApi.removePhoto);
  const done = { onSuccess: ({ message }: { message: string }) => toast.success(message) };
  const ids = farm.media.map((m) => m.id);
  const move = (from: number, to: number) => {
    const next = [...ids];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    reorder.mutate({ mediaIds: next }, done);
  };
  return (
    <section aria-labelledby="farm-photos" className="mt-10">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="farm-photos" className="text-2xl text-soil">
          {t('farmer.photos')}
        </h2>
        <label className="cursor-pointer rounded-full border border-leaf px-4 py-2 font-semibold text-leaf hover:bg-leaf-tint">
          {t('farmer.photos.upload')}
          <input
            type="file"
            accept={IMAGE_TYPES}
            className="sr-only"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              const data = new FormData();
              data.set('photo', file);
              upload.mutate(data, done);
              e.target.value = '';
            }}
          />
        </label>
      </div>
      {farm.media.length === 0 ? (
        <p className="text-soil-muted">{t('farmer.photos.none')}</p>
      ) : (
        <ol className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {farm.media.map((m, i) => (
            <li key={m.id} className="overflow-hidden rounded-xl border border-line bg-white">
              <img
                src={m.url}
                alt={t('farmer.photos.photo', { n: i + 1 })}
                className="aspect-[4/3] w-full object-cover"
              />
              <div className="flex justify-between p-2">
                <span className="flex gap-1">
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('farmer.photos.earlier', { n: i + 1 })}
                    disabled={i === 0}
                    onClick={() => move(i, i - 1)}
                  >
                    <ArrowLeft className="size-4" aria-hidden />
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('farmer.photos.later', { n: i + 1 })}
                    disabled={i === farm.media.length - 1}
                    onClick={() => move(i, i + 1)}
                  >
                    <ArrowRight className="size-4" aria-hidden />
                  </Button>
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('farmer.photos.remove', { n: i + 1 })}
                  onClick={() => remove.mutate({ mediaId: m.id }, done)}
                >
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export default function FarmerFarmPage() {
  const t = useT();
  const { data } = useFarmerFarm();
  if (!data) return <div className="h-64 animate-pulse rounded-xl bg-leaf-tint/50" />;
  return (
    <div>
      <h2 className="mb-4 text-2xl text-soil">{t('farmer.farmProfile')}</h2>
      <FarmProfileForm key={data.farm?.id ?? 'new'} farm={data.farm} />
      {data.farm && <FarmPhotos farm={data.farm} />}
    </div>
  );
}
