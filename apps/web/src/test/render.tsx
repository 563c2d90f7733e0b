import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';

/**
 * Renders `ui` at `route` inside a fresh query cache and an in-memory router, as the app does.
 * `cache` seeds answers the page would otherwise fetch; `routes` adds pages to land on.
 */
export function renderPage(
  ui: ReactElement,
  {
    route = '/',
    cache = [],
    routes = {},
  }: { route?: string; cache?: [readonly unknown[], unknown][]; routes?: Record<string, string> } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  for (const [key, data] of cache) queryClient.setQueryData(key, data);
  // No pause between keystrokes: the tests type a lot and nothing here depends on timing.
  const user = userEvent.setup({ delay: null });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={route} element={ui} />
          {Object.entries(routes).map(([path, text]) => (
            <Route key={path} path={path} element={<p>{text}</p>} />
          ))}
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient };
}
