import { Alert, Badge, Button, Paper, Table, TextInput } from '@mantine/core';
import { errorText } from '@/i18n/texts';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GREEN } from '@/documents/components/statusColours';
import { PageTitle } from '@/components/layout/PageTitle';
import { translateOr } from '@/i18n';
import { adminApi } from '../api';

/** The portal's users, found by user name, name or EORI (issue 'Identity', administration). */
export function UsersPage() {
  const { t } = useTranslation();
  const [find, setFind] = useState('');
  const [debounced] = useDebouncedValue(find.trim(), 250);
  const users = useQuery({ queryKey: ['admin', 'users', debounced], queryFn: ({ signal }) => adminApi.users(debounced, signal) });
  return (
    <>
      <PageTitle
        title={t('admin.users.title')}
        actions={
          <Button component={Link} to="/admin/users/new">
            {t('admin.users.new')}
          </Button>
        }
      />
      <TextInput label={t('admin.users.find')} value={find} onChange={(e) => setFind(e.currentTarget.value)} mb="sm" maw={420} />
      {users.error && <Alert color="red">{errorText(users.error)}</Alert>}
      <Paper withBorder style={{ overflowX: 'auto' }}>
        <Table striped highlightOnHover data-testid="users">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.fields.username')}</Table.Th>
              <Table.Th>{t('admin.fields.displayName')}</Table.Th>
              <Table.Th>{t('admin.fields.userType')}</Table.Th>
              <Table.Th>{t('admin.users.eoriOrOffices')}</Table.Th>
              <Table.Th>{t('admin.users.state')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(users.data ?? []).map((u) => (
              <Table.Tr key={u.id}>
                <Table.Td>
                  <Link to={`/admin/users/${u.id}`}>{u.username}</Link>
                </Table.Td>
                <Table.Td>{u.displayName}</Table.Td>
                <Table.Td>{translateOr(`header.userTypes.${u.userType}`, u.userType)}</Table.Td>
                <Table.Td>{u.eori ?? u.customsOffices.join(', ')}</Table.Td>
                <Table.Td>
                  {u.disabled ? <Badge color="gray.7" radius="sm" tt="none">{t('admin.users.disabled')}</Badge> : <Badge color={GREEN} radius="sm" tt="none">{t('admin.users.active')}</Badge>}
                  {u.sso && (
                    <Badge variant="outline" color="blue.9" radius="sm" ml={4}>
                      SSO
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </>
  );
}
