import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../SessionContext';
import { loginPath } from '../returnPath';

export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') {
    return (
      <Center mih="100vh" component="main">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (status === 'signed-out') return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  return children;
}
