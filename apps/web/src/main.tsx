import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient, Providers } from './app/providers';
import { createAppRouter } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const queryClient = createQueryClient();
const router = createAppRouter();

// Rendered as a transition, React yields to the browser every few milliseconds instead of holding
// the main thread for the whole first render (one long task on a slow phone).
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});

// Measuring is not needed to show the first screen: it loads after it.
void import('./app/report-web-vitals').then((m) => m.reportWebVitals());
