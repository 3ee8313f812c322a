import { Paper, Skeleton, Stack, Table, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CatalogSelect, DecimalField, ListField, NumberField, TextField, useFocusRow, useFormValue } from '@/components/form';
import { ITEM_DECLARATION_TYPES, PACKAGE_TYPE_REF_FIELDS, destinationCountries } from '@/features/catalog/filters';
import { FieldGrid } from '@/documents/fields/FieldGrid';
import { PartyFields } from '@/documents/fields/PartyFields';
import { ClassificationSearch } from '../fields/ClassificationSearch';
import { formatSubheading } from '../fields/classification';
import { supplementaryUnitName, useSupplementaryUnit } from '../fields/supplementaryUnits';
import { CodeSelect } from '@/documents/fields/CodeSelect';
import { CountrySelect } from '@/documents/fields/CountrySelect';
import { DOCUMENT_LISTS, DocumentLists } from '../fields/DocumentLists';
import { ReadOnlyValue } from '@/documents/fields/ReadOnlyValue';
import { SupplyChainActorsList } from '../fields/SupplyChainActorsList';
import { numberText, rowNumber } from './format';
import { Section } from './Section';

export interface ItemEditorProps {
  id: string;
  /** `/houseConsignments/{h}/houseItems/{i}`. */
  pointer: string;
  index: number;
  takeFocus: boolean;
  onFocused(): void;
}

type CountryValue = { code?: string; commonTransit?: boolean } | undefined;

/** Spec 3.4: the read-only tax rows Duty, Excise, VAT and Total. */
function ItemTaxes({ pointer }: { pointer: string }) {
  const { t, i18n } = useTranslation();
  const taxes = useFormValue<Record<string, unknown>>(`${pointer}/itemTaxes`) ?? {};
  const cell = (key: string | null) => (key ? numberText(taxes[key], i18n.language) || '—' : '');
  const rows: [string, string | null, string | null, string][] = [
    [t('t01.taxes.duty'), 'dpv', 'dutyRate', 'dutyTax'],
    [t('t01.taxes.excise'), 'exciseDpv', 'exciseRate', 'exciseTax'],
    [t('t01.taxes.vat'), 'vatDpv', 'vatRate', 'vatTax'],
    [t('t01.taxes.total'), null, null, 'totalTax'],
  ];
  return (
    <Table fz="sm" verticalSpacing={2} withTableBorder data-testid="item-taxes" aria-label={t('t01.taxes.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('t01.taxes.tax')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t('t01.taxes.dpv')}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {t('t01.taxes.rate')}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {t('t01.taxes.amount')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(([label, dpv, rate, amount]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row">{label}</Table.Th>
            <Table.Td ta="right">{cell(dpv)}</Table.Td>
            <Table.Td ta="right">{cell(rate)}</Table.Td>
            <Table.Td ta="right">{cell(amount)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Packages of an item, up to 99 (spec 3.6, 5.6). */
function Packagings({ pointer }: { pointer: string }) {
  const { t } = useTranslation();
  return (
    <ListField
      pointer={`${pointer}/packagings`}
      label={t('t01.items.packagings')}
      itemLabel={t('t01.items.packaging')}
      max={99}
      renderItem={(p) => (
        <FieldGrid>
          <CatalogSelect pointer={`${p}/packType`} label={t('t01.items.packType')} catalog="package-type" refFields={PACKAGE_TYPE_REF_FIELDS} />
          <NumberField pointer={`${p}/packageNumber`} label={t('t01.items.packageNumber')} />
          <TextField pointer={`${p}/shippingMark`} label={t('t01.items.shippingMark')} />
        </FieldGrid>
      )}
    />
  );
}

/** The house consignment item form (spec 2.5, 3.4): only the open item is rendered. */
export function ItemEditor({ id, pointer, index, takeFocus, onFocused }: ItemEditorProps) {
  const { t } = useTranslation();
  const ready = useFocusRow(pointer);
  const number = rowNumber(useFormValue<number>(`${pointer}/decItmNber`), index);
  const sequence = rowNumber(useFormValue<number>(`${pointer}/sequence`), index);
  const declarationType = useFormValue<{ code?: string }>('/declarationType')?.code;
  const departure = useFormValue<CountryValue>('/departureCountry');
  const hsCode = useFormValue<string>(`${pointer}/hsCode`);
  const cnCode = useFormValue<string>(`${pointer}/cnCode`);
  const tariffUnit = useSupplementaryUnit(hsCode, cnCode);
  // The tariff's own unit for the CN code chosen, where the catalog knows it.
  const suppUnitHint =
    tariffUnit === undefined
      ? t('t01.items.hints.suppUnit')
      : tariffUnit === null
        ? t('t01.items.hints.noSuppUnit', { code: formatSubheading(`${hsCode}${cnCode}`) })
        : t('t01.items.hints.suppUnitOf', { code: formatSubheading(`${hsCode}${cnCode}`), unit: supplementaryUnitName(tariffUnit) });
  const heading = useRef<HTMLHeadingElement>(null);
  const field = (name: string) => `${pointer}/${name}`;

  useEffect(() => {
    if (!takeFocus) return;
    heading.current?.focus();
    onFocused();
  }, [takeFocus, onFocused]);

  return (
    <Paper withBorder radius="sm" p="sm" mt="sm" id={id} component="section" aria-labelledby={`${id}-title`} data-testid="item-editor" bg="gray.0">
      <Title order={5} size="h5" mb="sm" id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t('t01.items.editorTitle', { number, sequence })}
      </Title>
      {!ready ? (
        <Stack gap="xs" aria-busy="true">
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      ) : (
        <Stack gap="lg">
          <Section title={t('t01.items.goodsInformation')} order={6} pointers={['goodsDescription', 'hsCode', 'grossMass', 'packagings'].map(field)}>
            <FieldGrid>
              <ReadOnlyValue pointer={field('decItmNber')} label={t('t01.items.decItmNber')} />
              <TextField pointer={field('goodsDescription')} label={t('t01.items.goodsDescription')} />
              <Stack gap={2}>
                <CodeSelect pointer={field('hsCode')} label={t('t01.items.hsCode')} catalog="commodity-code" />
                <ClassificationSearch hsPointer={field('hsCode')} cnPointer={field('cnCode')} descriptionPointer={field('goodsDescription')} />
              </Stack>
              <TextField pointer={field('cnCode')} label={t('t01.items.cnCode')} />
              <CodeSelect pointer={field('cusCode')} label={t('t01.items.cusCode')} catalog="cus-code" />
              <DecimalField pointer={field('grossMass')} label={t('t01.items.grossMass')} />
              <DecimalField pointer={field('netMass')} label={t('t01.items.netMass')} />
              <DecimalField pointer={field('suppUnit')} label={t('t01.items.suppUnit')} description={suppUnitHint} />
              <CatalogSelect pointer={field('declarationType')} label={t('t01.items.declarationType')} catalog="declaration-type" criteria={ITEM_DECLARATION_TYPES} />
              <CountrySelect pointer={field('dispatchCountry')} label={t('t01.items.dispatchCountry')} />
              <CountrySelect
                pointer={field('destinationCountry')}
                label={t('t01.items.destinationCountry')}
                criteria={destinationCountries(declarationType, departure?.commonTransit === true)}
              />
              <TextField pointer={field('ucrReference')} label={t('t01.consignment.ucrReference')} />
            </FieldGrid>
            <ListField
              pointer={field('dangerousGoods')}
              label={t('t01.items.dangerousGoods')}
              itemLabel={t('t01.items.dangerousGoodsItem')}
              max={99}
              renderItem={(p) => <CatalogSelect pointer={`${p}/unNumber`} label={t('t01.items.unNumber')} catalog="dangerous-goods" />}
            />
            <Packagings pointer={pointer} />
          </Section>
          <Section title={t('t01.items.goodsValue')} order={6} pointers={['statisticalValue', 'quantity1', 'quantity2', 'quantity3', 'currency'].map(field)}>
            <FieldGrid>
              <DecimalField pointer={field('statisticalValue')} label={t('t01.items.statisticalValue')} description={t('t01.items.hints.statisticalValue')} />
              <DecimalField pointer={field('quantity1')} label={t('t01.items.quantity1')} description={t('t01.items.hints.quantity1')} />
              <DecimalField pointer={field('quantity2')} label={t('t01.items.quantity2')} description={t('t01.items.hints.quantity2')} />
              <DecimalField pointer={field('quantity3')} label={t('t01.items.quantity3')} description={t('t01.items.hints.quantity3')} />
              <CatalogSelect pointer={field('currency')} label={t('t01.items.currency')} catalog="currency" />
            </FieldGrid>
          </Section>
          <Section title={t('t01.taxes.title')} order={6} pointers={[field('itemTaxes')]}>
            <ItemTaxes pointer={pointer} />
          </Section>
          <Section title={t('t01.items.actors')} order={6} pointers={[field('consignee'), field('chainAddActors')]}>
            <PartyFields pointer={field('consignee')} title={t('t01.actors.consignee')} order={6} />
            <SupplyChainActorsList pointer={field('chainAddActors')} />
          </Section>
          <Section title={t('t01.cards.documents')} order={6} pointers={DOCUMENT_LISTS.map(field)}>
            <DocumentLists base={pointer} level="ITEM" />
          </Section>
          <Section title={t('t01.consignment.transportCharges')} order={6} pointers={[field('paymentMethod')]}>
            <FieldGrid>
              <CatalogSelect pointer={field('paymentMethod')} label={t('t01.consignment.paymentMethod')} catalog="payment-method" />
            </FieldGrid>
          </Section>
        </Stack>
      )}
    </Paper>
  );
}
