import { Alert, Badge, Button, Group, Paper, Table, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GREEN } from '@/documents/components/statusColours';
import { PageTitle } from '@/components/layout/PageTitle';
import { notify } from '@/lib/notify';
import { adminApi, fieldErrors } from '../api';

const empty = { agentEori: '', traderEori: '', validFrom: '', validUntil: '' };

/** Which agent represents which trader, from and until when (issue 'Identity'). */
export function RepresentationsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const links = useQuery({ queryKey: ['admin', 'links'], queryFn: ({ signal }) => adminApi.links(signal) });
  const [draft, setDraft] = useState(empty);
  const changed = () => void client.invalidateQueries({ queryKey: ['admin'] });
  const add = useMutation({
    mutationFn: () =>
      adminApi.link({ agentEori: draft.agentEori.trim(), traderEori: draft.traderEori.trim(), validFrom: draft.validFrom || null, validUntil: draft.validUntil || null }),
    onSuccess: (l) => {
      setDraft(empty);
      changed();
      notify({ message: t('admin.links.added', { agent: l.agentEori, trader: l.traderEori }) });
    },
  });
  const remove = useMutation({ mutationFn: (id: number) => adminApi.unlink(id), onSuccess: changed });
  const errors = fieldErrors(add.error);
  const field = (key: keyof typeof empty, label: string, type: 'text' | 'date' = 'text') => (
    <TextInput
      type={type}
      label={label}
      required={type === 'text'}
      value={draft[key]}
      maxLength={17}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setDraft((d) => ({ ...d, [key]: type === 'text' ? value.toUpperCase() : value }));
      }}
      error={errors[`/${key}`]}
    />
  );
  return (
    <>
      <PageTitle title={t('admin.links.title')} />
      <Paper withBorder p="md" mb="md">
        <Title order={2} size="h5" mb="xs">
          {t('admin.links.add')}
        </Title>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            add.mutate();
          }}
        >
          {add.error && (
            <Alert color="red" role="alert" mb="sm" title={add.error.message} data-testid="error-summary">
              {Object.values(errors).join(' ')}
            </Alert>
          )}
          <Group align="flex-end" wrap="wrap">
            {field('agentEori', t('admin.links.agent'))}
            {field('traderEori', t('admin.links.trader'))}
            {field('validFrom', t('admin.links.from'), 'date')}
            {field('validUntil', t('admin.links.until'), 'date')}
            <Button type="submit" loading={add.isPending}>
              {t('admin.links.link')}
            </Button>
          </Group>
        </form>
      </Paper>
      {(links.error ?? remove.error) && <Alert color="red">{(links.error ?? remove.error)?.message}</Alert>}
      <Paper withBorder style={{ overflowX: 'auto' }}>
        <Table striped data-testid="links">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.links.agent')}</Table.Th>
              <Table.Th>{t('admin.links.trader')}</Table.Th>
              <Table.Th>{t('admin.links.from')}</Table.Th>
              <Table.Th>{t('admin.links.until')}</Table.Th>
              <Table.Th>{t('admin.users.state')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('admin.links.remove')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(links.data ?? []).map((l) => (
              <Table.Tr key={l.id}>
                <Table.Td>{l.agentEori}</Table.Td>
                <Table.Td>{l.traderEori}</Table.Td>
                <Table.Td>{l.validFrom ?? '—'}</Table.Td>
                <Table.Td>{l.validUntil ?? '—'}</Table.Td>
                <Table.Td>{l.inForce ? <Badge color={GREEN} radius="sm" tt="none">{t('admin.links.inForce')}</Badge> : <Badge color="gray.7" radius="sm" tt="none">{t('admin.links.notInForce')}</Badge>}</Table.Td>
                <Table.Td>
                  <Button size="xs" variant="subtle" color="red" onClick={() => remove.mutate(l.id)} aria-label={t('admin.links.removeOne', { agent: l.agentEori, trader: l.traderEori })}>
                    {t('admin.links.remove')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </>
  );
}
