import { Alert, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { Me } from '@/api/types';
import { DocumentFormProvider, ErrorSummary, useDocumentFormController } from '@/components/form';
import { HistoryBanner } from '@/components/layout/HistoryBanner';
import { PageTitle } from '@/components/layout/PageTitle';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { engineContext } from '@/rules/context';
import type { RuleEngine } from '@/rules/types';
import type { EngineStatus } from '@/rules/useRuleEngine';
import { ActorsCard } from '../cards/ActorsCard';
import { AuthorisationsCard } from '../cards/AuthorisationsCard';
import { CountriesOfficesCard } from '../cards/CountriesOfficesCard';
import { GuaranteesCard, isGuaranteeTypeChange } from '../cards/GuaranteesCard';
import { HeaderCard } from '../cards/HeaderCard';
import { useActionRunner } from '../hooks/useActionRunner';
import { useNotifyResult } from '../hooks/useNotifyResult';
import { t01Paths, type LoadedT01, type T01NavigationState, type T01Screen } from '../model';
import { ActionsBar } from './ActionsBar';
import { ActionsHistoryTab } from './ActionsHistoryTab';
import { ImportDialog } from './ImportDialog';
import { StatusChip } from './StatusChip';

export interface T01FormProps {
  screen: T01Screen;
  loaded: LoadedT01;
  me: Me;
  engine: RuleEngine;
  engineStatus: EngineStatus;
  reload(): void;
}

export function T01Form({ screen, loaded, me, engine, engineStatus, reload }: T01FormProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const notifyResult = useNotifyResult();
  const { meta, mode } = loaded;
  const [importOpen, setImportOpen] = useState(false);
  const ctx = useMemo(() => engineContext(mode, me, i18n.language), [mode, me, i18n.language]);
  const confirmRemoval = useCallback(
    (changed: string) => (isGuaranteeTypeChange(changed) ? { title: t('t01.guarantees.changeTitle'), message: t('t01.guarantees.changeMessage') } : null),
    [t],
  );
  const location = useLocation();
  const [initialServerViolations] = useState(() => (location.state as T01NavigationState | null)?.violations ?? []);
  const form = useDocumentFormController({ kind: 't01', mode, engine, ctx, initialDocument: loaded.declaration, confirmRemoval, initialServerViolations });
  const runner = useActionRunner({ screen, meta, form, reload, openImport: () => setImportOpen(true) });
  const isHistory = mode === 'history';
  const readOnlyScreen = mode === 'view' || isHistory;
  const lrn = typeof form.document.lrn === 'string' ? form.document.lrn : null;

  return (
    <DocumentFormProvider controller={form}>
      <Stack gap="sm">
        <PageTitle
          title={
            <Group gap="sm" component="span">
              <span>{t(`t01.modes.${mode}`)}</span>
              {lrn && (
                <Text span fw={400} size="lg">
                  {lrn}
                </Text>
              )}
              <StatusChip status={meta.documentStatus} />
            </Group>
          }
          actions={<ActionsBar actions={meta.actions} screen={screen} hasId={!!meta.id} busy={runner.busy} onRun={runner.run} />}
        />
        {isHistory && meta.id && <HistoryBanner version={meta.version} currentTo={t01Paths.view(meta.id)} />}
        {engineStatus === 'unavailable' && !readOnlyScreen && (
          <Alert color="blue" variant="outline">
            {t('form.engineUnavailable')}
          </Alert>
        )}
        {runner.stale && (
          <Alert color="red" variant="outline" title={t('t01.actions.staleTitle')} role="alert">
            <Text size="sm" mb="xs">
              {runner.stale}
            </Text>
            <Button size="xs" variant="default" onClick={reload}>
              {t('common.reload')}
            </Button>
          </Alert>
        )}
        <ErrorSummary />
        <Tabs defaultValue="operation" keepMounted={false}>
          <Tabs.List mb="sm">
            <Tabs.Tab value="operation">{t('t01.tabs.transitOperation')}</Tabs.Tab>
            {readOnlyScreen && meta.id && <Tabs.Tab value="history">{t('t01.tabs.actionsHistory')}</Tabs.Tab>}
          </Tabs.List>
          <Tabs.Panel value="operation">
            <HeaderCard />
            <ActorsCard me={me} />
            <GuaranteesCard />
            <AuthorisationsCard />
            <CountriesOfficesCard />
          </Tabs.Panel>
          {readOnlyScreen && meta.id && (
            <Tabs.Panel value="history">
              <ActionsHistoryTab meta={meta} />
            </Tabs.Panel>
          )}
        </Tabs>
      </Stack>
      <ConfirmDialog
        opened={runner.pendingDelete !== null}
        title={t('t01.actions.confirmDeleteTitle')}
        message={t('t01.actions.confirmDelete')}
        confirmLabel={t('common.delete')}
        danger
        onConfirm={runner.confirmDelete}
        onCancel={runner.cancelDelete}
      />
      <ImportDialog
        opened={importOpen}
        onClose={() => setImportOpen(false)}
        onImported={(result) => {
          setImportOpen(false);
          notifyResult(result);
          if (result.id) void navigate(t01Paths.view(result.id));
        }}
      />
    </DocumentFormProvider>
  );
}
