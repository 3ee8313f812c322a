import { Center } from '@mantine/core';
import { Spinner } from '@/components/ui/Spinner';
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
            <Spinner />
          </Center>
        }
      >
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>
  );
}
