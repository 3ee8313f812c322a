import { Center } from '@mantine/core';
import { Spinner } from '@/components/ui/Spinner';
import { Suspense, useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '@/api/client';
import type { Me } from '@/api/types';
import { AppHeader, type NavItem } from '@/components/layout/AppHeader';
import { IdleTimeout, loginPath, useSession } from '@/features/auth';
import { DOCUMENT_NAV } from '@/generated/kinds.gen';
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

  // an administrator manages users and reads no document (the server says 403); the others
  // see the registry's entries meant for them (an officer's ATR list: traders hold none)
  const nav: NavItem[] =
    me.userType === 'admin'
      ? [
          { to: '/admin/users', label: t('nav.users') },
          { to: '/admin/representations', label: t('nav.representations') },
          { to: '/admin/audit', label: t('nav.audit') },
        ]
      : DOCUMENT_NAV.filter((entry) => (entry.userTypes as readonly string[]).includes(me.userType)).map((entry) => ({ to: entry.path, label: t(`nav.${entry.label}`) }));

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
