import { Button, Group, Stack, Text } from '@mantine/core';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Criterion } from '@/api/types';
import { CatalogSelect, CheckboxField, DecimalField, fieldId, ListField, NumberField, TextField, useField, useFormSelector, type DocumentFormController } from '@/components/form';
import { FieldGrid } from '@/documents/fields/FieldGrid';
import { useOptionalSession } from '@/features/auth';
import type { en } from '@/i18n/en';
import { joinPointer } from '@/lib/jsonPointer';
import { LinkedReference, type ReferenceColumn } from '@/documents/fields/LinkedReference';

type Texts = (typeof en)['authorisations'];
/** A field's label: a key of `authorisations.fields`. */
export type FieldKey = keyof Texts['fields'];
/** A section's title: a key of `authorisations.sections`. */
export type SectionKey = keyof Texts['sections'];

/**
 * One field of an authorisation form, as data. The pointer of a field inside a group or a
 * list row is relative ('/name', '' for the row itself) and joined to its parent's at render.
 * Presence (hidden, required, disabled) and limits are the engine's, never declared here.
 */
export type Field =
  | { kind: 'text' | 'number' | 'decimal' | 'check'; pointer: string; label: FieldKey }
  /** `amountValue` and `amountCurrency` under the pointer. */
  | { kind: 'amount'; pointer: string; label: FieldKey }
  /** A customs office of the catalog, of the office types given (any when none). */
  | { kind: 'office'; pointer: string; label: FieldKey; types?: readonly string[]; home?: boolean }
  /** A catalog item kept as `refFields` of it ({code, name} unless told). */
  | { kind: 'catalog'; pointer: string; label: FieldKey; catalog?: string; refFields?: readonly string[] }
  /** An object: its fields, under a heading when it has a label. */
  | { kind: 'group'; pointer: string; label?: FieldKey; fields: readonly Field[] }
  /** An array of objects: each row holds `fields`. */
  | { kind: 'list'; pointer: string; label: FieldKey; item: FieldKey; fields: readonly Field[] }
  /** An array of catalog items ({code, name}), one pick a row. */
  | { kind: 'codes'; pointer: string; label: FieldKey; item: FieldKey; catalog: string }
  /** An array of plain numbers (decimals). */
  | { kind: 'numbers'; pointer: string; label: FieldKey; item: FieldKey }
  /** A text reference to a decision (`mrn`) or an application (`lrn`) of another kind, linked. */
  | { kind: 'reference'; pointer: string; label: FieldKey; of: string; column: ReferenceColumn };

export const text = (pointer: string, label: FieldKey): Field => ({ kind: 'text', pointer, label });
/** A whole number. */
export const number = (pointer: string, label: FieldKey): Field => ({ kind: 'number', pointer, label });
/** A number with decimals (quantities, areas). */
export const decimal = (pointer: string, label: FieldKey): Field => ({ kind: 'decimal', pointer, label });
export const check = (pointer: string, label: FieldKey): Field => ({ kind: 'check', pointer, label });
export const amount = (pointer: string, label: FieldKey): Field => ({ kind: 'amount', pointer, label });
export const office = (pointer: string, label: FieldKey, types?: readonly string[], where: { home?: boolean } = {}): Field => ({ kind: 'office', pointer, label, types, home: where.home });
/** A catalog item: of the catalog the rule crate's limits name for its code, unless `name` says. */
export const catalog = (pointer: string, label: FieldKey, name?: string, refFields?: readonly string[]): Field => ({ kind: 'catalog', pointer, label, catalog: name, refFields });
export const group = (pointer: string, label: FieldKey | undefined, fields: readonly Field[]): Field => ({ kind: 'group', pointer, label, fields });
export const list = (pointer: string, label: FieldKey, item: FieldKey, fields: readonly Field[]): Field => ({ kind: 'list', pointer, label, item, fields });
export const codes = (pointer: string, label: FieldKey, item: FieldKey, name: string): Field => ({ kind: 'codes', pointer, label, item, catalog: name });
export const numbers = (pointer: string, label: FieldKey, item: FieldKey): Field => ({ kind: 'numbers', pointer, label, item });
export const reference = (pointer: string, label: FieldKey, of: string, column: ReferenceColumn): Field => ({ kind: 'reference', pointer, label, of, column });

/** Every label key a field uses, its children's included. */
export function fieldKeys(fields: readonly Field[]): FieldKey[] {
  return fields.flatMap((f) => {
    const own = [f.label, 'item' in f ? f.item : undefined].filter((k): k is FieldKey => k !== undefined);
    return 'fields' in f ? [...own, ...fieldKeys(f.fields)] : own;
  });
}

/** Customs offices of `types` (HQ, CS, ...), of the country when one is given. */
export function officeCriteria(types: readonly string[], country?: string | null): Criterion[] {
  const criteria: Criterion[] = [{ fieldName: 'officeType', operation: 'IN', dataType: 'TEXT', values: [...types] }];
  if (country) criteria.push({ fieldName: 'countryCode', operation: 'EQ', dataType: 'TEXT', values: [country] });
  return criteria;
}

/** Whether the engine does not allow the field at `pointer` or a block holding it. */
export function notAllowed(form: DocumentFormController, pointer: string): boolean {
  for (let end = pointer.length; end > 0; end = pointer.lastIndexOf('/', end - 1)) {
    if (form.fields[pointer.slice(0, end)]?.presence === 'notAllowed') return true;
  }
  return false;
}

/** Whether the engine does not allow the block at `pointer` (its heading goes with its fields). */
function useNotAllowed(pointer: string): boolean {
  const select = useCallback((form: DocumentFormController) => notAllowed(form, pointer), [pointer]);
  return useFormSelector(select);
}

const SIMPLE: ReadonlySet<Field['kind']> = new Set(['text', 'number', 'decimal', 'check', 'amount', 'office', 'catalog']);

/** Fields under `base`: runs of simple fields in a grid, groups and lists full width. */
export function Fields({ fields, base = '' }: { fields: readonly Field[]; base?: string }) {
  const blocks: ReactNode[] = [];
  let run: Field[] = [];
  const flush = () => {
    if (run.length === 0) return;
    blocks.push(
      <FieldGrid key={`grid-${blocks.length}`}>
        {run.map((f, i) => (
          <FieldView key={`${f.pointer}-${i}`} field={f} base={base} />
        ))}
      </FieldGrid>,
    );
    run = [];
  };
  fields.forEach((f, i) => {
    if (SIMPLE.has(f.kind)) {
      run.push(f);
      return;
    }
    flush();
    blocks.push(<FieldView key={`${f.pointer}-${i}`} field={f} base={base} />);
  });
  flush();
  return <Stack gap="sm">{blocks}</Stack>;
}

/** A customs office of the field's types; of the deployment's country when the field says so. */
function OfficeField({ field, pointer, label }: { field: Extract<Field, { kind: 'office' }>; pointer: string; label: string }) {
  const country = useOptionalSession()?.me?.settings.country;
  const criteria = field.types ? officeCriteria(field.types, field.home ? country : undefined) : undefined;
  return <CatalogSelect pointer={pointer} label={label} catalog="customs-office" criteria={criteria} />;
}

/** One field of the data model at `base` + its pointer, by the component of its kind. */
export function FieldView({ field, base = '' }: { field: Field; base?: string }) {
  const { t } = useTranslation();
  const name = (key: FieldKey): string => t(`authorisations.fields.${key}`);
  const pointer = base + field.pointer;
  switch (field.kind) {
    case 'text':
      return <TextField pointer={pointer} label={name(field.label)} />;
    case 'number':
      return <NumberField pointer={pointer} label={name(field.label)} />;
    case 'decimal':
      return <DecimalField pointer={pointer} label={name(field.label)} />;
    case 'check':
      return <CheckboxField pointer={pointer} label={name(field.label)} />;
    case 'amount':
      return (
        <>
          <DecimalField pointer={`${pointer}/amountValue`} label={name(field.label)} />
          <CatalogSelect pointer={`${pointer}/amountCurrency`} label={name('amountCurrency')} catalog="currency" />
        </>
      );
    case 'office':
      return <OfficeField field={field} pointer={pointer} label={name(field.label)} />;
    case 'catalog':
      return <CatalogSelect pointer={pointer} label={name(field.label)} catalog={field.catalog} refFields={field.refFields} />;
    case 'reference':
      return <LinkedReference pointer={pointer} label={name(field.label)} kindPath={field.of} column={field.column} />;
    case 'group':
      return <GroupView pointer={pointer} label={field.label && name(field.label)} fields={field.fields} />;
    case 'list':
      return <ListField pointer={pointer} label={name(field.label)} itemLabel={name(field.item)} renderItem={(row) => <Fields fields={field.fields} base={row} />} />;
    case 'codes':
      return (
        <ListField pointer={pointer} label={name(field.label)} itemLabel={name(field.item)} renderItem={(row) => <CatalogSelect pointer={row} label={name(field.item)} catalog={field.catalog} />} />
      );
    case 'numbers':
      return <NumbersView pointer={pointer} label={name(field.label)} item={name(field.item)} />;
  }
}

/** An object's fields, under its heading; nothing when the engine does not allow it. */
function GroupView({ pointer, label, fields }: { pointer: string; label?: string; fields: readonly Field[] }) {
  const hidden = useNotAllowed(pointer);
  if (hidden) return null;
  if (!label) return <Fields fields={fields} base={pointer} />;
  const labelId = `${fieldId(pointer)}-label`;
  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId}>
      <Text fw={600} id={labelId}>
        {label}
      </Text>
      <Fields fields={fields} base={pointer} />
    </Stack>
  );
}

/**
 * A list of numbers: one input a number (emptied, it leaves the list) and, while editable, one
 * more input that appends what is typed into it, so the list never holds a number not typed.
 */
function NumbersView({ pointer, label, item }: { pointer: string; label: string; item: string }) {
  const { t } = useTranslation();
  const field = useField<unknown[]>(pointer);
  if (field.hidden) return null;
  const items = Array.isArray(field.value) ? field.value : [];
  const labelId = `${field.id}-label`;
  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId}>
      <Text fw={600} id={labelId}>
        {label}
        {field.required && <span aria-hidden> *</span>}
      </Text>
      {field.error && (
        <Text size="sm" c="red.9" id={field.errorId} role="alert">
          {field.error}
        </Text>
      )}
      {items.length === 0 && !field.editable && (
        <Text size="sm" c="dimmed">
          {t('list.empty')}
        </Text>
      )}
      <FieldGrid cols={4}>
        {[
          ...items.map((_, i) => (
            <Group key={i} gap="xs" align="flex-end" wrap="nowrap">
              <DecimalField pointer={joinPointer(pointer, i)} label={`${item} ${i + 1}`} />
              {field.editable && (
                <Button size="xs" variant="default" c="red.9" onClick={() => field.onChange(items.filter((_, j) => j !== i))}>
                  {t('list.delete', { item: `${item} ${i + 1}` })}
                </Button>
              )}
            </Group>
          )),
          // the same key as the row it becomes once typed into: the input keeps the focus
          field.editable && (
            <Group key={items.length} gap="xs" align="flex-end" wrap="nowrap">
              <DecimalField pointer={joinPointer(pointer, items.length)} label={t('list.add', { item })} />
            </Group>
          ),
        ]}
      </FieldGrid>
    </Stack>
  );
}
