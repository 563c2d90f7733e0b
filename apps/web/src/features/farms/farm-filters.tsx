import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { LocateFixed, Search } from 'lucide-react';
import { useFarmStateCity } from '../../api/get-farm-state-city';
import { Button } from '../../components/button';
import { SelectField, TextField } from '../../components/field';
import { cn } from '../../lib/cn';
import { SEARCH_MAX, type FarmSearch } from './use-farm-search';
import { tNow, useT } from '../../lib/i18n';

type Draft = Pick<FarmSearch, 'search' | 'state' | 'city' | 'lat' | 'long'>;

/** SPEC 4: the Near By toggle takes the device's position, or clears it. */
function locate(): Promise<{ lat: number; long: number }> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) return reject(new Error('unsupported'));
    navigator.geolocation.getCurrentPosition(
      (p) =>
        resolve({ lat: Number(p.coords.latitude.toFixed(4)), long: Number(p.coords.longitude.toFixed(4)) }),
      reject,
      { timeout: 10_000, maximumAge: 300_000 },
    );
  });
}

/** Search, state, city and Near By; nothing changes until Apply, so the URL holds one complete search. */
export function FarmFilters({ value, onApply }: { value: FarmSearch; onApply: (next: Draft) => void }) {
  const t = useT();
  const { data } = useFarmStateCity();
  const [draft, setDraft] = useState<Draft>(value);
  const [locating, setLocating] = useState(false);
  // A new search in the URL (back button, a link, Clear filters) replaces the draft.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setDraft(value);
  }
  const cities = (data?.city ?? []).filter((c) => c.state === draft.state).map((c) => c.city);
  const nearBy = draft.lat !== null && draft.long !== null;

  const toggleNearBy = async () => {
    if (nearBy) return setDraft((d) => ({ ...d, lat: null, long: null }));
    setLocating(true);
    try {
      const { lat, long } = await locate();
      setDraft((d) => ({ ...d, lat, long }));
    } catch (err) {
      const denied = (err as GeolocationPositionError).code === 1;
      toast.error(denied ? tNow('farm.locationDenied') : tNow('farm.locationUnknown'));
    } finally {
      setLocating(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
  };

  return (
    <form
      onSubmit={submit}
      role="search"
      aria-label={t('farm.findFarms')}
      className="grid gap-4 rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5 md:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto_auto] lg:items-end"
    >
      <TextField
        label={t('farm.farmName')}
        type="search"
        placeholder={t('farm.searchByFarmName')}
        maxLength={SEARCH_MAX}
        value={draft.search}
        onChange={(e) => setDraft((d) => ({ ...d, search: e.target.value.slice(0, SEARCH_MAX) }))}
        hint={draft.search.length >= SEARCH_MAX ? t('farm.searchMax', { n: SEARCH_MAX }) : undefined}
        className="md:col-span-2 lg:col-span-1"
      />
      <SelectField
        label={t('field.state')}
        value={draft.state}
        onChange={(e) => setDraft((d) => ({ ...d, state: e.target.value, city: '' }))}
      >
        <option value="">{t('farm.allStates')}</option>
        {(data?.state ?? []).map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('field.city')}
        value={draft.city}
        disabled={!draft.state}
        onChange={(e) => setDraft((d) => ({ ...d, city: e.target.value }))}
      >
        <option value="">{draft.state ? t('farm.allCities') : t('farm.chooseStateFirst')}</option>
        {cities.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </SelectField>
      <button
        type="button"
        role="switch"
        aria-checked={nearBy}
        aria-busy={locating || undefined}
        disabled={locating}
        onClick={() => void toggleNearBy()}
        className="flex h-11 items-center gap-3 rounded-lg px-1 text-soil disabled:opacity-60"
      >
        <span
          className={cn(
            'relative inline-flex h-6 w-11 shrink-0 rounded-full transition-colors',
            nearBy ? 'bg-leaf' : 'bg-soil/25',
          )}
        >
          <span
            className={cn(
              'absolute top-0.5 size-5 rounded-full bg-white shadow transition-transform',
              nearBy ? 'translate-x-5.5' : 'translate-x-0.5',
            )}
          />
        </span>
        <span className="flex items-center gap-1 font-medium whitespace-nowrap">
          <LocateFixed className="size-5" strokeWidth={1.75} aria-hidden />
          {locating ? t('farm.locating') : t('farm.nearBy')}
        </span>
      </button>
      <Button type="submit">
        <Search className="size-5" strokeWidth={1.75} aria-hidden />
        {t('farm.apply')}
      </Button>
    </form>
  );
}
