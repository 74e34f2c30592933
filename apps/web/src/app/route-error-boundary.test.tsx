import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouteErrorBoundary } from '~/app/route-error-boundary';

function renderFailingRoute(error: unknown) {
  const router = createMemoryRouter([
    {
      path: '/',
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: () => null,
      loader: () => {
        throw error;
      },
      Component: () => null,
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('RouteErrorBoundary', () => {
  it('shows a Turkish message with reload and home actions', async () => {
    renderFailingRoute(new Error('chunk failed'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/Bir şeyler ters gitti/);
    expect(screen.getByRole('button', { name: 'Sayfayı yenile' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ana sayfaya dön' }).getAttribute('href')).toBe('/');
  });

  it('says the page was not found for a 404 response', async () => {
    renderFailingRoute(new Response(null, { status: 404 }));
    expect(await screen.findByRole('heading', { name: 'Sayfa bulunamadı' })).toBeTruthy();
  });
});
