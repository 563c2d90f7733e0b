import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { SearchBox } from './search-box';

describe('The header search box', () => {
  it('without its code (a prerendered page), Enter sends the text to /search?q=', () => {
    renderPage(<SearchBox />);
    const form = screen.getByRole('search', { name: 'Search food' }) as HTMLFormElement;
    const box = screen.getByRole('searchbox', { name: 'Search food from every farm' });
    expect(form.getAttribute('action')).toBe('/search');
    expect(form.method).toBe('get');
    expect(box.getAttribute('name')).toBe('q');
  });

  it('searches for what is in the field, even typed before the page was live', () => {
    renderPage(<SearchBox />, { routes: { '/search': 'search page' } });
    const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search food from every farm' });
    // Typed into the prerendered field: the DOM has it, React's state never saw an event.
    box.value = 'tomatoe';
    fireEvent.submit(box.form!);
    expect(screen.getByText('search page').textContent).toBe('search page');
  });
});
