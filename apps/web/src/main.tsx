import '~/styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '~/app/app';
import { createQueryClient } from '~/app/query-client';
import { createAppRouter } from '~/app/router';
import { API_BASE } from '~/config/env';
import { installApiRedirect } from '~/lib/api-client';
import { clearServiceWorkersAndCaches } from '~/lib/clear-service-workers';

// Clean-up starts first but is not awaited: it must not delay the first render, and it never throws.
void clearServiceWorkersAndCaches();
// Before the router exists, so no request of this page can leave without the redirect.
installApiRedirect(API_BASE);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App router={createAppRouter()} queryClient={createQueryClient()} />
  </StrictMode>,
);
