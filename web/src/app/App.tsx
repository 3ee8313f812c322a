import { Center, Loader } from '@mantine/core';
import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from './AppProviders';
import { createRouter } from './router';

export function App() {
  const [router] = useState(createRouter);
  return (
    <AppProviders>
      <Suspense
        fallback={
          <Center mih="100vh">
            <Loader />
          </Center>
        }
      >
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>
  );
}
