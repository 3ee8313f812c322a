import { Alert, Button, Group, Paper, PasswordInput, Select, SimpleGrid, Stack, TagsInput, Text, TextInput, Title } from '@mantine/core';
import { errorText } from '@/i18n/texts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageTitle } from '@/components/layout/PageTitle';
import { translateOr } from '@/i18n';
import { notify } from '@/lib/notify';
import { adminApi, fieldErrors, USER_TYPES, type User } from '../api';

interface Draft {
  username: string;
  password: string;
  userType: string;
  displayName: string;
  eori: string;
  customsOffices: string[];
  linkedEoris: string[];
  permissions: string[];
}

const blank: Draft = { username: '', password: '', userType: 'trader', displayName: '', eori: '', customsOffices: [], linkedEoris: [], permissions: [] };

function draftOf(u: User): Draft {
  return { ...blank, username: u.username, userType: u.userType, displayName: u.displayName, eori: u.eori ?? '', customsOffices: u.customsOffices, linkedEoris: u.linkedEoris, permissions: u.permissions };
}

/** The message of the server's finding at `path` or under it (`/customsOffices/1`). */
function errorAt(errors: Record<string, string>, path: string): string | undefined {
  return errors[path] ?? Object.entries(errors).find(([p]) => p.startsWith(`${path}/`))?.[1];
}

/** A user created (`/admin/users/new`) or changed (`/admin/users/:id`) by an administrator. */
export function UserPage() {
  const { id } = useParams();
  const isNew = id === undefined;
  const user = useQuery({ queryKey: ['admin', 'user', id], enabled: !isNew, queryFn: ({ signal }) => adminApi.user(id!, signal) });
  if (!isNew && !user.data) return user.error ? <Alert color="red">{errorText(user.error)}</Alert> : null;
  return <UserEditor key={user.data?.id ?? 'new'} user={user.data} />;
}

function UserEditor({ user }: { user: User | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>(user ? draftOf(user) : blank);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const saved = (u: User) => {
    void client.invalidateQueries({ queryKey: ['admin'] });
    notify({ message: t('admin.user.saved', { username: u.username }) });
  };
  const save = useMutation({
    mutationFn: () => {
      const form = {
        userType: draft.userType,
        displayName: draft.displayName,
        eori: draft.eori.trim() || null,
        customsOffices: draft.customsOffices,
        linkedEoris: draft.linkedEoris,
        // a new user with none named starts with the type's defaults
        permissions: user || draft.permissions.length > 0 ? draft.permissions : null,
      };
      return user ? adminApi.update(user.id, form) : adminApi.create({ ...form, username: draft.username, password: draft.password || null });
    },
    onSuccess: (u) => {
      saved(u);
      if (!user) void navigate(`/admin/users/${u.id}`, { replace: true });
    },
  });
  const able = useMutation({ mutationFn: () => adminApi.disable(user!.id, !user!.disabled), onSuccess: saved });
  const [password, setPassword] = useState('');
  const setPasswordNow = useMutation({
    mutationFn: () => adminApi.password(user!.id, password),
    onSuccess: () => {
      setPassword('');
      notify({ message: t('admin.user.passwordSet') });
    },
  });
  const errors = fieldErrors(save.error);
  const officer = draft.userType === 'officer';
  const party = draft.userType === 'trader' || draft.userType === 'agent';
  return (
    <>
      <PageTitle title={user ? t('admin.user.title', { username: user.username }) : t('admin.users.new')} />
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
        noValidate
      >
        <Paper withBorder p="md">
          <Stack gap="sm">
            {save.error && (
              <Alert color="red" role="alert" title={save.error.message} data-testid="error-summary">
                {Object.values(errors).length > 0 && (
                  <ul>
                    {Object.values(errors).map((m) => (
                      <li key={m}>{m}</li>
                    ))}
                  </ul>
                )}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {user ? (
                <TextInput label={t('admin.fields.username')} value={user.username} readOnly />
              ) : (
                <TextInput label={t('admin.fields.username')} required value={draft.username} onChange={(e) => set('username', e.currentTarget.value)} error={errors['/username']} maxLength={100} />
              )}
              {!user && (
                <PasswordInput
                  label={t('admin.fields.password')}
                  description={t('admin.user.passwordHint')}
                  value={draft.password}
                  onChange={(e) => set('password', e.currentTarget.value)}
                  error={errors['/password']}
                  maxLength={1000}
                />
              )}
              <Select
                label={t('admin.fields.userType')}
                required
                allowDeselect={false}
                data={USER_TYPES.map((type) => ({ value: type, label: translateOr(`header.userTypes.${type}`, type) }))}
                value={draft.userType}
                onChange={(v) => v && set('userType', v)}
                error={errors['/userType']}
              />
              <TextInput label={t('admin.fields.displayName')} required value={draft.displayName} onChange={(e) => set('displayName', e.currentTarget.value)} error={errors['/displayName']} maxLength={70} />
              {party && <TextInput label={t('admin.fields.eori')} required value={draft.eori} onChange={(e) => set('eori', e.currentTarget.value.toUpperCase())} error={errorAt(errors, '/eori')} maxLength={17} />}
              {officer && (
                <TagsInput label={t('admin.fields.customsOffices')} required description={t('admin.user.tagsHint')} value={draft.customsOffices} onChange={(v) => set('customsOffices', v.map((o) => o.toUpperCase()))} error={errorAt(errors, '/customsOffices')} />
              )}
              {party && (
                <TagsInput label={t('admin.fields.linkedEoris')} description={t('admin.user.tagsHint')} value={draft.linkedEoris} onChange={(v) => set('linkedEoris', v.map((e) => e.toUpperCase()))} error={errorAt(errors, '/linkedEoris')} />
              )}
            </SimpleGrid>
            <TagsInput
              label={t('admin.fields.permissions')}
              description={user ? t('admin.user.tagsHint') : t('admin.user.permissionsHint')}
              value={draft.permissions}
              onChange={(v) => set('permissions', v)}
              error={errorAt(errors, '/permissions')}
            />
            <Group>
              <Button type="submit" loading={save.isPending}>
                {t('admin.user.save')}
              </Button>
              {user && (
                <Button variant="outline" color={user.disabled ? 'green' : 'red'} loading={able.isPending} onClick={() => able.mutate()}>
                  {user.disabled ? t('admin.user.enable') : t('admin.user.disable')}
                </Button>
              )}
            </Group>
            {able.error && <Alert color="red">{errorText(able.error)}</Alert>}
          </Stack>
        </Paper>
      </form>
      {user && (
        <Paper withBorder p="md" mt="md">
          <Title order={2} size="h5" mb="xs">
            {t('admin.user.newPassword')}
          </Title>
          <Text size="sm" c="dimmed" mb="xs">
            {t('admin.user.newPasswordHint')}
          </Text>
          <Group align="flex-start">
            <PasswordInput label={t('admin.fields.password')} value={password} onChange={(e) => setPassword(e.currentTarget.value)} error={fieldErrors(setPasswordNow.error)['/password']} maxLength={1000} />
            <Button mt={24} variant="outline" loading={setPasswordNow.isPending} onClick={() => setPasswordNow.mutate()} disabled={!password}>
              {t('admin.user.setPassword')}
            </Button>
          </Group>
        </Paper>
      )}
    </>
  );
}
