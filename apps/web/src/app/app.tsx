import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
// From 'react-router', not 'react-router/dom': under Node the latter loads a second copy of the
// router (CommonJS) and tests break; its only extra, flushSync navigation, is not used here.
import { RouterProvider } from 'react-router';
import type { createAppRouter } from '~/app/router';

type AppRouter = ReturnType<typeof createAppRouter>;

interface AppProps {
  /** Created once per page by main.tsx (tests pass a memory router over the same routes). */
  router: AppRouter;
  queryClient: QueryClient;
}

export function App({ router, queryClient }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
