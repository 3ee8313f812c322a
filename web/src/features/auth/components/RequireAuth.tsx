import { Center } from '@mantine/core';
import { Spinner } from '@/components/ui/Spinner';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../SessionContext';
import { loginPath } from '../returnPath';

export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, reason } = useSession();
  const location = useLocation();
  if (status === 'loading') {
    return (
      <Center mih="100vh" component="main">
        <Spinner />
      </Center>
    );
  }
  if (status === 'signed-out') {
    // a deliberate sign-out starts afresh; an expired session comes back to this page
    const deliberate = reason === 'signed-out' || reason === 'signed-out-sso';
    return <Navigate to={loginPath(deliberate ? '' : location.pathname + location.search, reason ?? undefined)} replace />;
  }
  return children;
}
