import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { SEARCH_TEXT_MAX } from '@lfm/core/search-limits';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

/** The header's search box (issue 18.1): every farm's food, on /search. */
export function SearchBox({ className }: { className?: string }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const current = pathname === '/search' ? (new URLSearchParams(search).get('q') ?? '') : '';
  const t = useT();
  const [text, setText] = useState(current);
  useEffect(() => setText(current), [current]);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // The field's own value: text typed before the page hydrated is in the field, not in the state.
    const q = String(new FormData(e.currentTarget).get('q') ?? '').trim();
    if (!q) return;
    const params = new URLSearchParams(pathname === '/search' ? search : '');
    params.set('q', q);
    params.delete('page');
    void navigate(`/search?${params}`);
  };

  return (
    // action and name: before the app's code has run (a prerendered page), Enter still goes to the search.
    <form
      role="search"
      aria-label={t('search.label')}
      action="/search"
      method="get"
      onSubmit={submit}
      className={cn('relative', className)}
    >
      <Search
        className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-soil-muted"
        strokeWidth={1.75}
        aria-hidden
      />
      <input
        type="search"
        name="q"
        aria-label={t('search.fieldLabel')}
        placeholder={t('search.placeholder')}
        maxLength={SEARCH_TEXT_MAX}
        value={text}
        onChange={(e) => setText(e.target.value)}
        className="h-10 w-full rounded-full border border-line bg-cream pl-10 pr-4 text-[15px] text-soil placeholder:text-soil-muted/80 focus:border-leaf focus:outline-none focus:ring-2 focus:ring-leaf/30"
      />
    </form>
  );
}
