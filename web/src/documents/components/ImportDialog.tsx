import { Alert, Button, Group, Input, List, Progress, ScrollArea, Stack, Text } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, type UploadProgress } from '@/api/client';
import { AppModal } from '@/components/ui/AppModal';
import type { ActionResult, Violation } from '@/api/types';
import { translateOr } from '@/i18n';
import { readFileText } from '@/lib/readFile';
import { acceptOf, importDocument, importFileType, sniffImportType, type ImportFileType } from '../import';
import { errorText, violationText } from '@/i18n/texts';
import { placeOf } from '../place';

export interface ImportDialogProps {
  /** The document kind: POST /v1/{kind}/import, and its own texts (`{kind}.importDialog.*`) where it has them. */
  kind: string;
  /** The file types the kind imports (t01: JSON and IE015 XML; g01: JSON only). */
  types: readonly ImportFileType[];
  opened: boolean;
  onClose(): void;
  /** Called with the server's answer (it carries the new declaration's id). */
  onImported(result: ActionResult): void;
  /** For tests; defaults to POST /v1/{kind}/import with upload progress. */
  importFile?: (file: File, type: ImportFileType, onProgress: (progress: UploadProgress) => void) => Promise<ActionResult>;
}

/** What the dialog is doing: sending the file, then waiting while the server checks and stores it. */
type Phase = { step: 'idle' } | { step: 'uploading'; percent: number | null } | { step: 'processing' };

/**
 * 'Import Application from File' of any kind: an exported JSON file, or (t01) an NCTS IE015
 * (CC015C) XML message; 'Input file is mandatory' without a file. Shows the upload's progress,
 * then what the server does; a file the schema refuses shows the schema's errors by line and element.
 */
export function ImportDialog({ kind, types, opened, onClose, onImported, importFile }: ImportDialogProps) {
  const { t } = useTranslation();
  /** The kind's own wording of a text, or the generic one. */
  const text = (key: 'file' | 'accepted' | 'wrongType' | 'processingJson' | 'processingXml') => translateOr(`${kind}.importDialog.${key}`, t(`documents.importDialog.${key}`));
  const send = importFile ?? ((file: File, type: ImportFileType, onProgress: (progress: UploadProgress) => void) => importDocument(kind, file, type, onProgress));
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [violations, setViolations] = useState<Violation[]>([]);
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const [fileType, setFileType] = useState<ImportFileType>('json');
  const busy = phase.step !== 'idle';

  const reset = () => {
    setServerError(null);
    setViolations([]);
  };

  const handleClose = () => {
    if (busy) return;
    setFile(null);
    setError(null);
    reset();
    onClose();
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    reset();
    if (!file) {
      setError(t('documents.importDialog.mandatory'));
      return;
    }
    // by extension or MIME type; a file without either (e.g. a saved download) by its first character
    const type = importFileType(file) ?? sniffImportType(await readFileText(file.slice(0, 1024)));
    if (!type || !types.includes(type)) {
      setError(text('wrongType'));
      return;
    }
    if (type === 'json') {
      try {
        JSON.parse(await readFileText(file));
      } catch {
        setError(t('documents.importDialog.invalidJson'));
        return;
      }
    }
    setFileType(type);
    setPhase({ step: 'uploading', percent: 0 });
    try {
      const result = await send(file, type, ({ loaded, total }) => {
        if (total > 0 && loaded >= total) setPhase({ step: 'processing' });
        else setPhase({ step: 'uploading', percent: total > 0 ? Math.round((loaded * 100) / total) : null });
      });
      setFile(null);
      onImported(result);
    } catch (caught) {
      setServerError(isApiError(caught) ? errorText(caught) : t('common.error'));
      if (isApiError(caught)) setViolations(caught.violations);
    } finally {
      setPhase({ step: 'idle' });
    }
  };

  const where = (v: Violation) => {
    if (v.line != null && v.element) return t('documents.importDialog.at', { line: v.line, element: v.element });
    if (v.line != null) return t('documents.importDialog.atLine', { line: v.line });
    // a place in the document, named by the form's labels
    return v.path.startsWith('/') ? placeOf(kind, v.path) : v.path;
  };

  return (
    <AppModal opened={opened} onClose={handleClose} title={t('documents.importDialog.title')} centered size="lg">
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          {serverError && (
            <Alert color="red" variant="outline" role="alert" title={serverError}>
              {violations.length > 0 && (
                <ScrollArea.Autosize mah={240} type="auto">
                  <List size="sm" spacing={2} data-testid="import-violations">
                    {violations.map((v, i) => (
                      <List.Item key={i}>
                        <Text span size="sm" fw={600}>
                          {where(v)}
                        </Text>
                        {': '}
                        {violationText(v)}
                      </List.Item>
                    ))}
                  </List>
                </ScrollArea.Autosize>
              )}
            </Alert>
          )}
          <Input.Wrapper
            label={text('file')}
            description={text('accepted')}
            labelProps={{ htmlFor: inputId }}
            error={error}
            errorProps={{ id: `${inputId}-error` }}
            withAsterisk
          >
            <input
              id={inputId}
              type="file"
              accept={acceptOf(types)}
              disabled={busy}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              aria-required
              style={{ display: 'block', marginTop: 4 }}
              onChange={(event) => {
                setFile(event.currentTarget.files?.[0] ?? null);
                setError(null);
                reset();
              }}
            />
          </Input.Wrapper>
          {phase.step !== 'idle' && (
            <Stack gap={4} aria-live="polite">
              <Text size="sm" data-testid="import-phase">
                {phase.step === 'uploading'
                  ? t('documents.importDialog.uploading', { percent: phase.percent ?? 0 })
                  : text(fileType === 'xml' ? 'processingXml' : 'processingJson')}
              </Text>
              <Progress
                aria-label={t('documents.importDialog.progress')}
                value={phase.step === 'uploading' && phase.percent !== null ? phase.percent : 100}
                animated={phase.step === 'processing' || phase.percent === null}
                striped={phase.step === 'processing' || phase.percent === null}
              />
            </Stack>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={handleClose} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('documents.importDialog.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
