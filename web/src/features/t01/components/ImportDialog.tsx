import { Alert, Button, Group, Input, Stack } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/client';
import { AppModal } from '@/components/ui/AppModal';
import type { ActionResult } from '@/api/types';
import { readFileText } from '@/lib/readFile';
import { importT01 } from '../api/importT01';

export interface ImportDialogProps {
  opened: boolean;
  onClose(): void;
  /** Called with the server's answer (it carries the new declaration's id). */
  onImported(result: ActionResult): void;
  /** For tests; defaults to POST /v1/t01/import. */
  importFile?: (json: string) => Promise<ActionResult>;
}

/** 'Import Application from File': JSON only; 'Input file is mandatory' without a file. */
export function ImportDialog({ opened, onClose, onImported, importFile = importT01 }: ImportDialogProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const handleClose = () => {
    setFile(null);
    setError(null);
    setServerError(null);
    onClose();
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    if (!file) {
      setError(t('t01.importDialog.mandatory'));
      return;
    }
    const text = await readFileText(file);
    try {
      JSON.parse(text);
    } catch {
      setError(t('t01.importDialog.invalidJson'));
      return;
    }
    setBusy(true);
    try {
      const result = await importFile(text);
      setFile(null);
      onImported(result);
    } catch (caught) {
      setServerError(isApiError(caught) ? caught.message : t('common.error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppModal opened={opened} onClose={handleClose} title={t('t01.importDialog.title')} centered>
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          {serverError && (
            <Alert color="red" variant="outline" role="alert">
              {serverError}
            </Alert>
          )}
          <Input.Wrapper label={t('t01.importDialog.file')} labelProps={{ htmlFor: inputId }} error={error} errorProps={{ id: `${inputId}-error` }} withAsterisk>
            <input
              id={inputId}
              type="file"
              accept=".json,application/json"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              aria-required
              style={{ display: 'block', marginTop: 4 }}
              onChange={(event) => {
                setFile(event.currentTarget.files?.[0] ?? null);
                setError(null);
              }}
            />
          </Input.Wrapper>
          <Group justify="flex-end">
            <Button variant="default" onClick={handleClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('t01.importDialog.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
