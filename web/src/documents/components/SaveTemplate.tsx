import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/client';
import { AppModal } from '@/components/ui/AppModal';
import { notify } from '@/lib/notify';
import { errorText, violationText } from '@/i18n/texts';
import { saveTemplate } from '../templates';

/**
 * 'Save as template': the document on screen, as it is now, kept under a name the user gives,
 * to start new documents of the kind from (the list's 'From template'). What is wrong with the
 * name goes beside the field.
 */
export function SaveTemplate({ kind, document }: { kind: string; document: () => unknown }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setOpened(false);
    setError(null);
  };
  // what a name may be is the server's rule (documents/templates.rs): its answer, by key, goes beside the field
  const save = async () => {
    setBusy(true);
    try {
      const saved = await saveTemplate(kind, name, document());
      notify({ message: t('documents.templates.saved', { name: saved.name }) });
      close();
    } catch (e) {
      const violation = isApiError(e) ? e.violations[0] : undefined;
      setError(violation ? violationText(violation) : errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)} data-action="save-template">
        {t('documents.templates.save')}
      </Button>
      <AppModal opened={opened} onClose={close} title={t('documents.templates.saveTitle')}>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <Stack gap="sm">
            <TextInput
              label={t('documents.templates.name')}
              description={t('documents.templates.nameHint')}
              required
              value={name}
              error={error}
              onChange={(e) => setName(e.currentTarget.value)}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={busy}>
                {t('documents.templates.saveButton')}
              </Button>
            </Group>
          </Stack>
        </form>
      </AppModal>
    </>
  );
}
