import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from '~/app/app';
import { createQueryClient } from '~/app/query-client';
import { routes } from '~/app/router';

/** Renders the real app (providers, layout, routes) at `initialEntry` with an in-memory history. */
export function renderApp(initialEntry = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const queryClient = createQueryClient();
  const view = render(<App router={router} queryClient={queryClient} />);
  return { ...view, router, queryClient };
}
