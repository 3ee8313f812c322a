import { Paper, SimpleGrid, Text, Textarea } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from '@/api/types';
import { CatalogSelect, CheckboxField, DateField, DecimalField, FormCard, fieldId, useDocumentFormStore, useField, useFormSelector, type DocumentFormController } from '@/components/form';
import { DocumentScreen } from '@/documents/components/DocumentScreen';
import type { LoadedDocument } from '@/documents/envelope';
import { FieldGrid } from '@/documents/fields/FieldGrid';
import { displayText } from '@/documents/fields/ReadOnlyValue';
import { useDocumentActions } from '@/documents/hooks/useDocumentActions';
import { catalogLabel } from '@/components/form';
import { engineContext } from '@/rules/context';
import type { FormEngine } from '@/rules/protocol';
import { AccessCodesEditor } from '../cards/AccessCodesCard';
import { CountriesCard } from '../cards/GuaranteeCards';
import { ACTION_FORM_KIND, SUBMIT_ACTIONS, g01Paths, type G01ActionScreen } from '../model';
import { G01_ROUTES } from '../routes';

export const UPDATE_TYPES = ['END_DATE', 'INCREASE_AMOUNT', 'DECREASE_AMOUNT', 'NOT_COVERED_COUNTRY', 'GUARANTEE_LEVEL'] as const;

/** A free text (details) with its count against its limit, its label and its errors beside it. */
function LongText({ pointer, label }: { pointer: string; label: string }) {
  const field = useField<string>(pointer);
  if (field.hidden) return null;
  return (
    <Textarea
      id={fieldId(pointer)}
      label={label}
      required={field.required}
      disabled={field.disabled}
      maxLength={field.limit?.maxLength}
      autosize
      minRows={3}
      value={field.value ?? ''}
      onChange={(e) => field.onChange(e.currentTarget.value || undefined)}
      error={field.error}
      description={field.limit?.maxLength ? `${(field.value ?? '').length}/${field.limit.maxLength}` : undefined}
    />
  );
}

/** updateType: the engine's choices decide whether GUARANTEE_LEVEL is offered (comprehensive only). */
function UpdateTypeRadio() {
  const { t } = useTranslation();
  const field = useField<string>('/updateType');
  const choices = useFormSelector(useCallback((form: DocumentFormController) => form.choices['/updateType'], []));
  if (field.hidden) return null;
  const offered = UPDATE_TYPES.filter((type) => (!choices?.only || choices.only.includes(type)) && !choices?.exclude?.includes(type));
  return (
    <label htmlFor={fieldId('/updateType')}>
      <Text size="sm" fw={500}>
        {t('g01.update.updateType')}
        {field.required && <span aria-hidden> *</span>}
      </Text>
      <select id={fieldId('/updateType')} value={field.value ?? ''} onChange={(e) => field.onChange(e.currentTarget.value || undefined)} disabled={field.disabled} style={{ minHeight: 36, width: '100%' }}>
        {offered.map((type) => (
          <option key={type} value={type}>
            {t(`g01.update.types.${type}`)}
          </option>
        ))}
      </select>
      {field.error && (
        <Text size="sm" c="red.9" role="alert">
          {field.error}
        </Text>
      )}
    </label>
  );
}

/** The read-only header of an action screen: customs office, GRN and acceptance date. */
function ActionHeader({ doc }: { doc: Record<string, unknown> }) {
  const { t } = useTranslation();
  const office = doc.customsOffice as { code: string; name?: string } | undefined;
  const value = (v: unknown) => (typeof v === 'string' ? displayText(v) : '—');
  return (
    <Paper withBorder p="sm" data-testid="g01-action-header">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Text size="sm">
          {t('g01.fields.customsOffice')}: <b>{office ? catalogLabel(office) : '—'}</b>
        </Text>
        <Text size="sm">
          {t('g01.fields.grn')}: <b>{value(doc.grn)}</b>
        </Text>
        <Text size="sm">
          {t('g01.fields.acceptanceDate')}: <b>{value(doc.acceptanceDate)}</b>
        </Text>
      </SimpleGrid>
    </Paper>
  );
}

function UpdateCard() {
  const { t } = useTranslation();
  return (
    <FormCard number={1} title={t('g01.update.title')} pointers={['/updateType', '/validityEndDate', '/amountModifier', '/levelOfGuarantee', '/nationalGuarantee', '/details']}>
      <FieldGrid>
        <UpdateTypeRadio />
        <DateField pointer="/validityEndDate" label={t('g01.update.validityEndDate')} />
        <DecimalField pointer="/amountModifier" label={t('g01.update.amountModifier')} />
        <CatalogSelect pointer="/levelOfGuarantee" label={t('g01.fields.levelOfGuarantee')} catalog="level-of-guarantee" />
        <CheckboxField pointer="/nationalGuarantee" label={t('g01.fields.nationalGuarantee')} />
      </FieldGrid>
      <LongText pointer="/details" label={t('g01.update.details')} />
    </FormCard>
  );
}

export interface G01ActionFormProps {
  screen: G01ActionScreen;
  loaded: LoadedDocument;
  me: Me;
  engine: FormEngine;
  reload(): void;
}

/**
 * update, manage-code (= modify-code), withdraw and appeal: the action's own form, evaluated by
 * the engine as its kind, posted to the action's URL from the server-supplied actions.
 */
export function G01ActionForm({ screen, loaded, me, engine, reload }: G01ActionFormProps) {
  const { t, i18n } = useTranslation();
  const { meta, mode } = loaded;
  const ctx = useMemo(() => engineContext(mode, me, i18n.language), [mode, me, i18n.language]);
  const [kind] = useState(ACTION_FORM_KIND[screen]);
  const store = useDocumentFormStore({ kind, mode, engine, ctx, initialDocument: loaded.declaration });
  const actions = useDocumentActions({
    screen,
    meta,
    form: store.controller,
    routes: G01_ROUTES,
    reload,
    openImport: () => undefined,
    submitActions: SUBMIT_ACTIONS,
    downloadName: () => `g01-${meta.id ?? 'guarantee'}.json`,
  });
  const doc = loaded.declaration;
  return (
    <DocumentScreen
      kind="g01"
      store={store}
      loaded={loaded}
      screen={screen}
      reload={reload}
      title={t(`g01.screens.${screen}`)}
      reference={typeof doc.grn === 'string' ? doc.grn : null}
      actions={actions}
      viewPath={g01Paths.view}
      notices={screen !== 'manage-code' && <ActionHeader doc={doc} />}
      body={
        <>
          {screen === 'update' && (
            <>
              <UpdateCard />
              <CountriesCard number={2} />
            </>
          )}
          {screen === 'manage-code' && <AccessCodesEditor />}
          {(screen === 'withdraw' || screen === 'appeal') && (
            <FormCard number={1} title={t('g01.actionDetails')} pointers={['/details']}>
              <LongText pointer="/details" label={t('g01.actionDetails')} />
            </FormCard>
          )}
        </>
      }
    />
  );
}
