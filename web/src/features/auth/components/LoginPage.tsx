import { Alert, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '@/api/client';
import { LanguageSwitcher } from '@/components/layout/LanguageSwitcher';
import { useSession } from '../SessionContext';
import { safeReturnPath } from '../returnPath';

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
      else setError(isApiError(caught) ? caught.message : t('common.error'));
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
            {reason === 'expired' && !error && (
              <Alert color="blue" variant="outline">
                {t('auth.expired')}
              </Alert>
            )}
            {reason === 'signed-out' && !error && (
              <Alert color="green" variant="outline">
                {t('auth.signedOut')}
              </Alert>
            )}
            {error && (
              <Alert color="red" variant="outline" title={t('auth.failed')} role="alert" styles={{ title: { color: 'var(--mantine-color-red-9)' } }}>
                {error}
              </Alert>
            )}
            <TextInput
              label={t('auth.username')}
              name="username"
              autoComplete="username"
              value={username}
              onChange={(event) => setUsername(event.currentTarget.value)}
              autoFocus
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
            <LanguageSwitcher />
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
