import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../lib/i18n';
import { ownWords } from '../lib/own-words';
import { stubApi } from '../test/api-stub';
import { inventoryItem } from '../test/fixtures';
import { renderPage } from '../test/render';
import { ProductCard } from './product-card';

// Issue 32.4: a farmer's own Spanish name and description, shown to Spanish readers when written.
const tomatoes = inventoryItem({
  _id: 21,
  name: 'Field Tomatoes',
  nameEs: 'Tomate de campo',
  description: 'Ripe from the field.',
  descriptionEs: 'Maduros, recién cosechados.',
});
const kale = inventoryItem({ _id: 22, name: 'Lacinato Kale', description: 'Dark and tender.' });

afterEach(() => setLocale('en'));

describe('the farmer’s own words in the reader’s language', () => {
  it('chooses the Spanish only for a Spanish reader, and only when the farmer wrote it', () => {
    expect(ownWords('es', 'Field Tomatoes', 'Tomate de campo')).toBe('Tomate de campo');
    expect(ownWords('en', 'Field Tomatoes', 'Tomate de campo')).toBe('Field Tomatoes');
    expect(ownWords('es', 'Lacinato Kale', undefined)).toBe('Lacinato Kale');
    expect(ownWords('es', 'Lacinato Kale', '')).toBe('Lacinato Kale');
  });

  it('the product card shows an English reader the farmer’s English', async () => {
    stubApi();
    const { user } = renderPage(<ProductCard item={tomatoes} />);
    expect(screen.getByRole('heading', { name: 'Field Tomatoes' })).toBeTruthy();
    expect(screen.queryByText('Tomate de campo')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show details of Field Tomatoes' }));
    expect(await screen.findByText('Ripe from the field.')).toBeTruthy();
  });

  it('the product card shows a Spanish reader the Spanish name and description, else the English', async () => {
    await setLocale('es');
    stubApi();
    const { user } = renderPage(
      <>
        <ProductCard item={tomatoes} />
        <ProductCard item={kale} />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Tomate de campo' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Field Tomatoes' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Lacinato Kale' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ver detalles de Tomate de campo' }));
    expect(await screen.findByText('Maduros, recién cosechados.')).toBeTruthy();
  });
});
