import { Center } from '@mantine/core';
import { Spinner } from '@/components/ui/Spinner';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../SessionContext';
import { loginPath } from '../returnPath';

export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') {
    return (
      <Center mih="100vh" component="main">
        <Spinner />
      </Center>
    );
  }
  if (status === 'signed-out') return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  return children;
}
