import { Center } from '@mantine/core';
import { Spinner } from '@/components/ui/Spinner';
import { Suspense, useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '@/api/client';
import type { Me } from '@/api/types';
import { AppHeader, type NavItem } from '@/components/layout/AppHeader';
import { IdleTimeout, loginPath, useSession } from '@/features/auth';
import { translateOr } from '@/i18n';
import classes from './AppLayout.module.css';

function useUserSummary(me: Me) {
  const { t } = useTranslation();
  const offices = me.customsOffices.join(', ');
  const detail = me.userType === 'officer' ? (offices ? t('header.office', { office: offices, count: me.customsOffices.length }) : undefined) : (me.eori ?? undefined);
  return { name: me.displayName, typeLabel: translateOr(`header.userTypes.${me.userType}`, me.userType), detail };
}

function SignedInLayout({ me }: { me: Me }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useUserSummary(me);
  const here = location.pathname + location.search;

  useEffect(() => {
    setUnauthorizedHandler(() => {
      session.clear('expired');
      void navigate(loginPath(here, 'expired'), { replace: true });
    });
    return () => setUnauthorizedHandler(null);
  }, [session, navigate, here]);

  const handleSignOut = useCallback(async () => {
    const reason = me.sso ? 'signed-out-sso' : 'signed-out';
    await session.signOut(reason);
    void navigate(loginPath('', reason), { replace: true });
  }, [session, navigate, me.sso]);

  // the idle warning ran out: the sign-in page says it was for inactivity
  const handleExpire = useCallback(async () => {
    await session.signOut('inactive');
    void navigate(loginPath(here, 'inactive'), { replace: true });
  }, [session, navigate, here]);

  // an administrator manages users and reads no document (the server says 403)
  const nav: NavItem[] =
    me.userType === 'admin'
      ? [
          { to: '/admin/users', label: t('nav.users') },
          { to: '/admin/representations', label: t('nav.representations') },
          { to: '/admin/audit', label: t('nav.audit') },
        ]
      : [
          { to: '/transits/t01', label: t('nav.transits') },
          // the ATR is held by the customs offices en route: traders and agents have none (the server says 403)
          ...(me.userType === 'officer' ? [{ to: '/transits/atr', label: t('nav.atr') }] : []),
          { to: '/guarantees/g01', label: t('nav.guarantees') },
          { to: '/authorisations', label: t('nav.authorisations') },
        ];

  return (
    <>
      <a href="#main" className="skip-link">
        {t('common.skipToContent')}
      </a>
      <AppHeader nav={nav} user={user} onSignOut={() => void handleSignOut()} />
      <main id="main" className={classes.main} tabIndex={-1}>
        <Suspense
          fallback={
            <Center py="xl">
              <Spinner />
            </Center>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <IdleTimeout timeoutSeconds={me.sessionIdleTimeoutSeconds} onStay={session.refresh} onExpire={() => void handleExpire()} />
    </>
  );
}

export function AppLayout() {
  const { me } = useSession();
  return me ? <SignedInLayout me={me} /> : null;
}
