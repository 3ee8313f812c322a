import { Alert, Anchor, Button, Center, Divider, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { errorText } from '@/i18n/texts';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '@/api/client';
import { LanguageSwitcher } from '@/components/layout/LanguageSwitcher';
import { useSession } from '../SessionContext';
import { safeReturnPath } from '../returnPath';
import { getSignInOptions, SSO_LOGOUT_URL, ssoStartUrl } from '../api/options';
import { SsoRefusal } from './SsoRefusal';

export function LoginPage() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // no page to return to: home, which is the user type's (an administrator's users)
  const next = params.get('next') ? safeReturnPath(params.get('next')) : '/';
  const reason = params.get('reason');
  const ssoRefused = params.get('sso') === 'refused';
  // what is configured: until the server says, the password form (the embedded default)
  const options = useQuery({ queryKey: ['auth', 'options'], queryFn: getSignInOptions, staleTime: Infinity });
  const local = options.data?.localAccounts ?? true;
  const sso = options.data?.sso ?? false;

  if (session.status === 'signed-in') return <Navigate to={next} replace />;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await session.signIn({ username, password });
      void navigate(next, { replace: true });
    } catch (caught) {
      if (isApiError(caught) && caught.status === 429) setError(t('auth.rateLimited'));
      else setError(isApiError(caught) ? errorText(caught) : t('common.error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Center component="main" mih="100vh" p="md" bg="gray.1">
      <Paper withBorder shadow="sm" p="xl" w={380} maw="100%">
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            <div>
              <Title order={1} size="h2">
                {t('auth.title')}
              </Title>
              <Text c="dimmed" size="sm">
                {t('auth.subtitle')}
              </Text>
            </div>
            {ssoRefused && !error && <SsoRefusal params={params} />}
            {(reason === 'expired' || reason === 'inactive') && !ssoRefused && !error && (
              <Alert color="blue" variant="outline">
                {t(reason === 'inactive' ? 'auth.inactive' : 'auth.expired')}
              </Alert>
            )}
            {(reason === 'signed-out' || reason === 'signed-out-sso') && !ssoRefused && !error && (
              <Alert color="green" variant="outline">
                {t('auth.signedOut')}
                {reason === 'signed-out-sso' && sso && (
                  <>
                    {' '}
                    <Anchor href={SSO_LOGOUT_URL}>{t('auth.sso.alsoSignOut')}</Anchor>
                  </>
                )}
              </Alert>
            )}
            {error && (
              <Alert color="red" variant="outline" title={t('auth.failed')} role="alert" styles={{ title: { color: 'var(--mantine-color-red-9)' } }}>
                {error}
              </Alert>
            )}
            {sso && (
              <Button component="a" href={ssoStartUrl(next)} variant={local ? 'light' : 'filled'} fullWidth>
                {t('auth.sso.button')}
              </Button>
            )}
            {sso && local && <Divider label={t('auth.sso.or')} labelPosition="center" />}
            {local && (
              <>
                <TextInput
                  label={t('auth.username')}
                  name="username"
                  autoComplete="username"
                  value={username}
                  onChange={(event) => setUsername(event.currentTarget.value)}
                  autoFocus={!sso}
                />
                <PasswordInput
                  label={t('auth.password')}
                  name="password"
                  autoComplete="current-password"
                  visibilityToggleButtonProps={{ 'aria-label': t('auth.showPassword') }}
                  value={password}
                  onChange={(event) => setPassword(event.currentTarget.value)}
                />
                <Button type="submit" loading={busy} fullWidth>
                  {t('auth.submit')}
                </Button>
              </>
            )}
            <LanguageSwitcher />
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
