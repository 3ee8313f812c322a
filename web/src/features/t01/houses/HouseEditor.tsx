import { Paper, Skeleton, Stack, Title } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CatalogSelect, DecimalField, TextField, useFocusRow, useFormValue } from '@/components/form';
import { destinationCountries } from '@/features/catalog/filters';
import { ContactFields } from '../cards/ContactFields';
import { FieldGrid } from '@/documents/fields/FieldGrid';
import { PartyFields } from '@/documents/fields/PartyFields';
import { CountrySelect } from '@/documents/fields/CountrySelect';
import { DOCUMENT_LISTS, DocumentLists } from '../fields/DocumentLists';
import { SupplyChainActorsList } from '../fields/SupplyChainActorsList';
import { TransportMeansList } from '../fields/TransportMeansList';
import { ItemEditor } from './ItemEditor';
import { numberText, rowNumber, textOf } from './format';
import { duplicateItem, newItem } from './rows';
import { RowTable, type Row } from './RowTable';
import { Section } from './Section';
import { afterDelete, ITEM_PAGE_SIZE, MAX_ITEMS, type HouseSelection } from './selection';

export interface HouseEditorProps {
  id: string;
  index: number;
  selection: HouseSelection;
  onSelectionChange(update: (selection: HouseSelection) => HouseSelection): void;
}

type CountryValue = { code?: string; commonTransit?: boolean } | undefined;

/**
 * The open house consignment (spec 3.3). Its sections for country of destination, dispatch,
 * UCR, consignor and payment method appear only when the master consignment does not hold the
 * same data: the engine says so through each field's presence.
 */
export function HouseEditor({ id, index, selection, onSelectionChange }: HouseEditorProps) {
  const { t, i18n } = useTranslation();
  const pointer = `/houseConsignments/${index}`;
  const ready = useFocusRow(pointer);
  const sequence = rowNumber(useFormValue<number>(`${pointer}/sequence`), index);
  const declarationType = useFormValue<{ code?: string }>('/declarationType')?.code;
  const departure = useFormValue<CountryValue>('/departureCountry');
  const itemEditorId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const title = t('t01.houses.editorTitle', { number: sequence });

  // opened by the user: the editor takes focus (the error summary focuses a field instead)
  useEffect(() => {
    if (selection.focus !== 'house') return;
    heading.current?.focus();
    onSelectionChange((s) => ({ ...s, focus: null }));
  }, [selection.focus, onSelectionChange]);

  const itemColumns = [
    { header: t('t01.items.goodsDescription'), cell: (row: Row) => textOf(row.goodsDescription) },
    { header: t('t01.items.hsCode'), cell: (row: Row) => textOf(row.hsCode) },
    { header: t('t01.items.grossMass'), cell: (row: Row) => numberText(row.grossMass, i18n.language), numeric: true },
  ];

  return (
    <Paper withBorder radius="sm" p="sm" mt="md" id={id} component="section" aria-labelledby={`${id}-title`} data-testid="house-editor">
      <Title order={3} size="h4" mb="sm" id={`${id}-title`} ref={heading} tabIndex={-1}>
        {title}
      </Title>
      {!ready ? (
        <Stack gap="xs" aria-busy="true">
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      ) : (
        <Stack gap="lg">
          <Section title={t('t01.houses.general')} order={4} pointers={['countryOfDestination', 'dispatchCountry', 'ucrReference', 'grossMass'].map((f) => `${pointer}/${f}`)}>
            <FieldGrid>
              <CountrySelect
                pointer={`${pointer}/countryOfDestination`}
                label={t('t01.houses.countryOfDestination')}
                criteria={destinationCountries(declarationType, departure?.commonTransit === true)}
              />
              <CountrySelect pointer={`${pointer}/dispatchCountry`} label={t('t01.houses.dispatchCountry')} />
              <TextField pointer={`${pointer}/ucrReference`} label={t('t01.consignment.ucrReference')} />
              <DecimalField pointer={`${pointer}/grossMass`} label={t('t01.houses.grossMass')} />
            </FieldGrid>
          </Section>
          <Section title={t('t01.houses.actors')} order={4} pointers={['consignor', 'consignee', 'chainAddActors'].map((f) => `${pointer}/${f}`)}>
            <PartyFields pointer={`${pointer}/consignor`} title={t('t01.actors.consignor')} order={5} />
            <ContactFields pointer={`${pointer}/consignorContact`} title={t('t01.consignment.consignorContact')} order={5} />
            <PartyFields pointer={`${pointer}/consignee`} title={t('t01.actors.consignee')} order={5} />
            <SupplyChainActorsList pointer={`${pointer}/chainAddActors`} />
          </Section>
          <TransportMeansList pointer={`${pointer}/departureTransport`} list="departureTransport" />
          <Section title={t('t01.cards.documents')} order={4} pointers={DOCUMENT_LISTS.map((list) => `${pointer}/${list}`)}>
            <DocumentLists base={pointer} level="GENERAL" />
          </Section>
          <Section title={t('t01.consignment.transportCharges')} order={4} pointers={[`${pointer}/paymentMethod`]}>
            <FieldGrid>
              <CatalogSelect pointer={`${pointer}/paymentMethod`} label={t('t01.consignment.paymentMethod')} catalog="payment-method" />
            </FieldGrid>
          </Section>
          <Section title={t('t01.items.title')} order={4} pointers={[`${pointer}/houseItems`]}>
            <RowTable
              pointer={`${pointer}/houseItems`}
              title={t('t01.items.list', { number: sequence })}
              itemLabel={t('t01.items.item')}
              numberOf={(row, itemIndex) => rowNumber(row.decItmNber, itemIndex)}
              columns={itemColumns}
              page={selection.itemPage}
              pageSize={ITEM_PAGE_SIZE}
              onPageChange={(itemPage) => onSelectionChange((s) => ({ ...s, itemPage }))}
              selected={selection.item}
              onSelect={(item) => onSelectionChange((s) => ({ ...s, item, focus: item === null ? null : 'item' }))}
              onDeleted={(deleted) => onSelectionChange((s) => ({ ...s, item: afterDelete(s.item, deleted) }))}
              max={MAX_ITEMS}
              newRow={newItem}
              duplicate={duplicateItem}
              editorId={itemEditorId}
              testId="item-table"
            />
            {selection.item !== null && (
              <ItemEditor
                key={selection.item}
                id={itemEditorId}
                pointer={`${pointer}/houseItems/${selection.item}`}
                index={selection.item}
                takeFocus={selection.focus === 'item'}
                onFocused={() => onSelectionChange((s) => ({ ...s, focus: null }))}
              />
            )}
          </Section>
        </Stack>
      )}
    </Paper>
  );
}
