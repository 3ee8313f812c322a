import { Center } from '@mantine/core';
import { Spinner } from '@/components/ui/Spinner';
import { Suspense, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from './AppProviders';
import { createRouter, preloadRoute } from './router';

const spinner = (
  <Center mih="100vh">
    <Spinner />
  </Center>
);

/**
 * The app. The first page's code is loaded before the router renders it (while the session
 * is checked): a page that suspended instead would be shown only when React's throttling of
 * Suspense fallbacks allows (up to 300 ms later).
 */
export function App() {
  const [router] = useState(createRouter);
  const [preloading] = useState(() => preloadRoute(window.location.pathname));
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void preloading.then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [preloading]);
  return (
    <AppProviders>
      {ready ? (
        <Suspense fallback={spinner}>
          <RouterProvider router={router} />
        </Suspense>
      ) : (
        spinner
      )}
    </AppProviders>
  );
}
