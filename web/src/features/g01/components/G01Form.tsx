import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Me } from '@/api/types';
import { useDocumentFormStore } from '@/components/form';
import { DocumentScreen } from '@/documents/components/DocumentScreen';
import { ActionsHistoryTab } from '@/documents/components/ActionsHistoryTab';
import type { DocumentNavigationState, LoadedDocument } from '@/documents/envelope';
import { useDocumentActions } from '@/documents/hooks/useDocumentActions';
import { useConfirmRemoval } from '@/documents/hooks/useConfirmRemoval';
import { useImportDialog } from '@/documents/hooks/useImportDialog';
import { engineContext } from '@/rules/context';
import type { FormEngine } from '@/rules/protocol';
import type { EngineStatus } from '@/rules/useRuleEngine';
import { AccessCodesView } from '../cards/AccessCodesCard';
import { AttachmentsCard } from '../cards/AttachmentsCard';
import { BalancePanel } from '../cards/BalancePanel';
import { AmountCard, CommoditiesCard, CountriesCard, GuarantorCard, HolderCard, OfficeCard, OfficesCard, ReferenceCard } from '../cards/GuaranteeCards';
import { InfoHeader } from '../cards/InfoHeader';
import { G01_ROUTES } from '../routes';
import { DECISIVE_ACTIONS, G01_IMPORT_TYPES, SUBMIT_ACTIONS, g01Paths, type G01Screen } from '../model';

export interface G01FormProps {
  screen: G01Screen;
  loaded: LoadedDocument;
  me: Me;
  engine: FormEngine;
  engineStatus: EngineStatus;
  reload(): void;
  /** Opened by `delete/{id}`: the deletion is asked at once. */
  askDelete?: boolean;
  /** Opened by `actions/{id}`: the Actions And Versions tab is shown first. */
  showActions?: boolean;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The guarantee application (new, view, modify, history): the sections of section 2, two tabs in view mode. */
export function G01Form({ screen, loaded, me, engine, engineStatus, reload, askDelete, showActions }: G01FormProps) {
  const { t, i18n } = useTranslation();
  const { meta, mode } = loaded;
  const ctx = useMemo(() => engineContext(mode, me, i18n.language), [mode, me, i18n.language]);
  const location = useLocation();
  const [initialServerViolations] = useState(() => (location.state as DocumentNavigationState | null)?.violations ?? []);
  // section 4: the engine clears what a changed type, simplification or national-only no longer allows
  const confirmRemoval = useConfirmRemoval([
    { changed: '/guaranteeType', message: t('g01.confirmChange.guaranteeType') },
    { changed: '/simplification', message: t('g01.confirmChange.simplification') },
    { changed: '/nationalGuarantee', message: t('g01.confirmChange.nationalGuarantee') },
  ]);
  const store = useDocumentFormStore({ kind: 'g01', mode, engine, ctx, initialDocument: loaded.declaration, confirmRemoval, initialServerViolations });
  const form = store.controller;
  const importDialog = useImportDialog(g01Paths.view);
  const actions = useDocumentActions({
    screen,
    meta,
    form,
    routes: G01_ROUTES,
    reload,
    openImport: importDialog.open,
    submitActions: SUBMIT_ACTIONS,
    downloadName: () => `g01-${text(loaded.declaration.grn) ?? meta.id ?? 'guarantee'}.json`,
    confirmation: ({ name }) => {
      const decisive = DECISIVE_ACTIONS.find((a) => a === name);
      return decisive ? { title: t(`g01.decisive.${decisive}.title`), message: t(`g01.decisive.${decisive}.message`), confirmLabel: t(`g01.actions.${decisive}`) } : null;
    },
  });
  const readOnlyScreen = mode === 'view' || mode === 'history';
  const deleteAction = askDelete ? meta.actions.find((a) => a.name === 'delete') : undefined;
  const { run } = actions;
  useEffect(() => {
    if (deleteAction) run(deleteAction);
    // once, for the route the screen was opened by
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const doc = loaded.declaration;
  const grn = text(doc.grn);

  return (
    <DocumentScreen
      kind="g01"
      store={store}
      loaded={loaded}
      screen={screen}
      engineStatus={engineStatus}
      reload={reload}
      title={t(`g01.modes.${mode}`)}
      reference={grn ?? null}
      actions={actions}
      viewPath={g01Paths.view}
      templateKind={me.permissions.includes('g01-applicant') ? 'g01' : undefined}
      notices={<InfoHeader grn={grn} acceptanceDate={text(doc.acceptanceDate)} masterCode={text(doc.masterCode)} />}
      defaultTab={showActions ? 'history' : undefined}
      tabs={[
        {
          value: 'application',
          label: t('g01.tabs.application'),
          panel: (
            <>
              <OfficeCard />
              <HolderCard me={me} />
              <ReferenceCard />
              <GuarantorCard />
              <AmountCard />
              <OfficesCard />
              <CommoditiesCard />
              <CountriesCard />
              <AttachmentsCard documentId={meta.id} />
              {readOnlyScreen && <AccessCodesView />}
              {readOnlyScreen && meta.id && <BalancePanel id={meta.id} grn={grn} />}
            </>
          ),
        },
        {
          value: 'history',
          label: t('g01.tabs.actionsVersions'),
          shown: readOnlyScreen && !!meta.id,
          panel: <ActionsHistoryTab kind="g01" meta={meta} versionPath={g01Paths.version} />,
        },
      ]}
      confirmDelete={{ title: t('g01.confirmDeleteTitle'), message: t('g01.confirmDelete') }}
      importer={{ types: G01_IMPORT_TYPES, control: importDialog }}
    />
  );
}
