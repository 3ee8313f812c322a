import { Alert, Button, Group } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '@/api/client';
import type { DocumentAction, Me } from '@/api/types';
import { useDocumentFormStore } from '@/components/form';
import { DocumentScreen } from '@/documents/components/DocumentScreen';
import { ActorsCard } from '../cards/ActorsCard';
import { ArrivalCard } from '../cards/ArrivalCard';
import { CountriesOfficesCard } from '../cards/CountriesOfficesCard';
import { DocumentsCard } from '../cards/DocumentsCard';
import { HeaderCard } from '../cards/HeaderCard';
import { MasterConsignmentCard } from '../cards/MasterConsignmentCard';
import { ActionsHistoryTab } from '@/documents/components/ActionsHistoryTab';
import { MovementDialog } from '../components/MovementDialog';
import { useNotifyResult } from '@/documents/hooks/useNotifyResult';
import { HouseConsignmentsCard } from '../houses/HouseConsignmentsCard';
import { actionBody, t01Paths, type LoadedT01 } from '../model';
import { dialogBody, type MovementInput } from '../movement';
import { IncidentsTab } from '../tabs/IncidentsTab';
import { notify } from '@/lib/notify';
import { engineContext } from '@/rules/context';
import type { FormEngine } from '@/rules/protocol';
import { postAtrStep, type RecordSource } from './api';
import { SCREEN_STEP, atrNavigation, atrPaths, type AtrScreen } from './model';
import { PresentationCard } from './PresentationCard';
import { errorText } from '@/i18n/texts';

export interface AtrFormProps {
  screen: AtrScreen;
  loaded: LoadedT01;
  me: Me;
  engine: FormEngine;
  /** The declaration's own incident registration (office of destination) reads and posts the t01. */
  source?: RecordSource;
}

/** The part of the record a step's screen edits (the rest is the declaration as released). */
const EDITED_PART: Partial<Record<AtrScreen, string>> = { ie117: '/presentationNotification', 'incident-registration': '/incidents' };

const filled = (value: unknown) => (Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null);

/**
 * The anticipated transit record (spec 2.3 "The ATR transit tab holds: declaration type, MRN,
 * TIR carnet number, date limit, transit operation, holder, countries and offices, house
 * consignments, master consignment, documents, arrival notification and the presentation-of-goods
 * notification"), read-only, with the steps of the office of transit or exit: the presentation
 * (ie117) and the incident registration edit their part of the record on the same cards, the
 * refusal of the crossing (ie119) asks for its reason.
 */
export function AtrForm({ screen, loaded, me, engine, source = 'atr' }: AtrFormProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const notifyResult = useNotifyResult();
  const { meta } = loaded;
  const id = meta.id;
  const editing = screen === 'ie117' || screen === 'incident-registration';
  // the steps' screens edit a part of the released declaration, which the rules check as stored
  const mode = screen === 'history' ? 'history' : editing ? 'modify-stored' : 'view';
  const initialDocument = useMemo(() => prepare(screen, loaded, me), [screen, loaded, me]);
  const ctx = useMemo(() => engineContext(mode, me, i18n.language), [mode, me, i18n.language]);
  const store = useDocumentFormStore({ kind: 't01', mode, engine, ctx, initialDocument });
  const form = store.controller;
  const [busy, setBusy] = useState<string | null>(null);
  const [stepError, setStepError] = useState<string | null>(null);
  const rejectAction: DocumentAction | null =
    screen === 'ie119' && id ? { name: SCREEN_STEP.ie119, method: 'POST', url: `/v1/atr/${id}/${SCREEN_STEP.ie119}`, action: true } : null;

  const viewPath = source === 'atr' ? atrPaths.view : t01Paths.view;
  const done = () => (id ? navigate(viewPath(id)) : navigate(source === 'atr' ? atrPaths.list() : t01Paths.list()));

  const send = async (step: string, body: unknown) => {
    if (!id) return;
    // what the rules already find in the part this screen edits is shown, not sent
    const part = editing ? EDITED_PART[screen] : undefined;
    if (part && form.engineViolations.some((v) => v.path.startsWith(part))) {
      form.showViolations([]);
      return;
    }
    setBusy(step);
    setStepError(null);
    try {
      notifyResult(await postAtrStep(id, step, body, source));
      void done();
    } catch (error) {
      if (isApiError(error) && error.violations.length > 0) form.showViolations(error.violations);
      const message = errorText(error);
      setStepError(message);
      notify({ color: 'red', title: t('documents.actions.failed'), message });
    } finally {
      setBusy(null);
    }
  };

  const runNavigation = (action: DocumentAction) => {
    const target = atrNavigation(action.name, id);
    if (target) void navigate(target);
  };

  const hasArrival = filled(loaded.declaration.arrival);
  const hasPresentation = filled(loaded.declaration.presentationNotification) || screen === 'ie117';
  const hasIncidents = filled(loaded.declaration.incidents) || screen === 'incident-registration';
  const mrn = typeof loaded.declaration.mrn === 'string' ? loaded.declaration.mrn : null;

  const stay = () => undefined;
  return (
    <DocumentScreen
      kind="t01"
      store={store}
      loaded={loaded}
      mode={mode}
      screen={screen === 'history' ? 'history' : 'view'}
      reload={stay}
      title={t(`atr.screens.${screen}`)}
      reference={mrn}
      actions={{ busy, stale: null, pendingDelete: null, run: runNavigation, confirmDelete: stay, cancelDelete: stay }}
      toolbar={
        editing ? (
          <Group gap="xs">
            <Button variant="default" onClick={() => void done()} disabled={busy !== null}>
              {t('common.cancel')}
            </Button>
            <Button loading={busy !== null} onClick={() => void send(SCREEN_STEP[screen], actionBody(form.document, meta))} data-action={SCREEN_STEP[screen]}>
              {t(`atr.submit.${screen}`)}
            </Button>
          </Group>
        ) : undefined
      }
      viewPath={atrPaths.view}
      notices={
        editing && (
          <>
            <Alert color="blue" variant="outline" role="status">
              {t(`atr.help.${screen}`)}
            </Alert>
            {stepError && (
              <Alert color="red" variant="outline" role="alert" title={t('documents.actions.failed')}>
                {stepError}
              </Alert>
            )}
          </>
        )
      }
      body={screen === 'ie117' ? <PresentationCard number={1} /> : screen === 'incident-registration' ? <IncidentsTab /> : undefined}
      tabs={
        editing
          ? undefined
          : [
              {
                value: 'atr',
                label: t('atr.tabs.transit'),
                panel: (
                  <>
                    <HeaderCard />
                    <ActorsCard me={me} />
                    <CountriesOfficesCard />
                    <HouseConsignmentsCard />
                    <MasterConsignmentCard />
                    <DocumentsCard />
                    {hasArrival && <ArrivalCard />}
                    {hasPresentation && <PresentationCard />}
                  </>
                ),
              },
              { value: 'incidents', label: t('t01.tabs.incidents'), shown: hasIncidents, panel: <IncidentsTab /> },
              { value: 'history', label: t('t01.tabs.actionsHistory'), shown: !!id, panel: <ActionsHistoryTab kind="t01" meta={meta} versionPath={t01Paths.version} /> },
            ]
      }
    >
      <MovementDialog
        // an ATR is an office of transit's record: its steps are an officer's
        officer
        action={rejectAction}
        status={meta.documentStatus}
        busy={busy !== null}
        error={stepError}
        onConfirm={(input: MovementInput) => void send(SCREEN_STEP.ie119, dialogBody(meta.version, meta.documentStatus, input))}
        onCancel={() => void done()}
      />
    </DocumentScreen>
  );
}

/**
 * The document a screen starts from: the presentation prefilled with the movement's MRN, the
 * language at departure, the officer's own office, the holder and the carrier (the officer
 * corrects what differs); the incident registration with one new incident to describe.
 */
function prepare(screen: AtrScreen, loaded: LoadedT01, me: Me): LoadedT01['declaration'] {
  const doc = loaded.declaration;
  if (screen === 'ie117') {
    const carrier = doc.carrier ?? undefined;
    return {
      ...doc,
      presentationNotification: {
        transitOperation: { mrn: doc.mrn ?? null, communicationLanguageAtTransit: doc.languageAtDeparture ?? undefined },
        customsOfficeOfTransitActual: me.customsOffice ? { code: me.customsOffice } : undefined,
        holderOfTheTransitProcedure: doc.applicant ?? undefined,
        consignment: carrier ? { carrier } : undefined,
      },
    } as LoadedT01['declaration'];
  }
  if (screen === 'incident-registration') {
    const incidents = Array.isArray(doc.incidents) ? doc.incidents : [];
    return { ...doc, incidents: [...incidents, { sequence: incidents.length + 1 }] } as LoadedT01['declaration'];
  }
  return doc;
}
