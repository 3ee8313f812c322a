import { Alert, Button, Group, Loader, Table, Text, VisuallyHidden } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppModal } from '@/components/ui/AppModal';
import { formatTimestamp } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { deleteTemplate, fromTemplatePath, listTemplates } from '../templates';
import { errorText } from '@/i18n/texts';

/**
 * 'From template' on a list page: the user's saved templates of the kind, each to start a new
 * document from or to delete.
 */
export function TemplatesButton({ kind, createPath }: { kind: string; createPath: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)} data-action="from-template">
        {t('documents.templates.fromTemplate')}
      </Button>
      <AppModal opened={opened} onClose={() => setOpened(false)} title={t('documents.templates.title')} size="lg">
        {opened && <TemplatesList kind={kind} createPath={createPath} />}
      </AppModal>
    </>
  );
}

function TemplatesList({ kind, createPath }: { kind: string; createPath: string }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const key = [kind, 'templates'];
  const templates = useQuery({ queryKey: key, queryFn: ({ signal }) => listTemplates(kind, signal), gcTime: 0 });
  const [deleting, setDeleting] = useState<string | null>(null);
  const remove = async (id: string, name: string) => {
    setDeleting(id);
    try {
      await deleteTemplate(kind, id);
      notify({ message: t('documents.templates.deleted', { name }) });
      await client.invalidateQueries({ queryKey: key });
    } catch (e) {
      notify({ color: 'red', message: errorText(e) });
    } finally {
      setDeleting(null);
    }
  };
  if (templates.isError) {
    return (
      <Alert color="red" variant="outline" role="alert" title={t('documents.templates.loadFailed')}>
        {errorText(templates.error)}
      </Alert>
    );
  }
  if (!templates.data) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (templates.data.length === 0) return <Text size="sm">{t('documents.templates.empty')}</Text>;
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('documents.templates.name')}</Table.Th>
          <Table.Th>{t('documents.templates.savedAt')}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t('documents.templates.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {templates.data.map((template) => (
          <Table.Tr key={template.id} data-template={template.name}>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{template.name}</Table.Td>
            <Table.Td>{formatTimestamp(template.savedAtMs, i18n.language)}</Table.Td>
            <Table.Td>
              <Group gap="xs" justify="flex-end">
                <Button size="xs" component={Link} to={fromTemplatePath(createPath, template.id)} aria-label={t('documents.templates.startNamed', { name: template.name })}>
                  {t('documents.templates.start')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  color="red"
                  loading={deleting === template.id}
                  onClick={() => void remove(template.id, template.name)}
                  aria-label={t('documents.templates.deleteNamed', { name: template.name })}
                >
                  {t('common.delete')}
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
