import { afterEach, describe, expect, it } from 'vitest';
import { isCatalogPartLoaded } from '@lfm/core/i18n/translate';
import { loadPart, setLocale, tNow } from './i18n';

afterEach(() => setLocale('en'));

describe('catalogue parts in the app (issue 32)', () => {
  it('a part a page asked for is loaded in the new language before a switch shows it', async () => {
    // (the test setup loads the portal part in English, as the portals' routes do)
    await loadPart('portal');
    expect(tNow('host.find')).toBe('Find');
    await setLocale('es');
    expect(isCatalogPartLoaded('es', 'portal')).toBe(true);
    expect(tNow('host.find')).toBe('Buscar');
    expect(tNow('host.emptyDay', { day: 'viernes' })).toBe('No hay pedidos para entregar el viernes.');
    await setLocale('en');
    expect(tNow('host.find')).toBe('Find');
  });
});
