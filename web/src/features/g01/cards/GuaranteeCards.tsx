import { useTranslation } from 'react-i18next';
import type { Me } from '@/api/types';
import { CatalogSelect, CheckboxField, DateField, DecimalField, FormCard, ListField, SecretField, TextField, useField } from '@/components/form';
import { NCTS_COUNTRIES, officeCriteria } from '@/features/catalog/filters';
import { Block } from '@/documents/fields/Block';
import { CountrySelect } from '@/documents/fields/CountrySelect';
import { FieldGrid } from '@/documents/fields/FieldGrid';
import { PartyFields } from '@/documents/fields/PartyFields';
import { RestingDecision } from './RestingDecision';

/** G01TypeRef: the type's flags the rules read (guarantor, monitoring, GRN). */
const TYPE_REF_FIELDS = ['code', 'name', 'description', 'monitoringFlag', 'withGrn', 'withRfc'] as const;

/** Customs Office of Guarantee, with a guarantee language (the office choices come from the rules). */
export function OfficeCard() {
  const { t } = useTranslation();
  return (
    <FormCard number={1} title={t('g01.cards.office')} pointers={['/customsOffice', '/guaranteeLanguage']}>
      <FieldGrid>
        <CatalogSelect pointer="/customsOffice" label={t('g01.fields.customsOffice')} catalog="customs-office" />
        <CatalogSelect pointer="/guaranteeLanguage" label={t('g01.fields.guaranteeLanguage')} catalog="language" />
      </FieldGrid>
    </FormCard>
  );
}

/** Guarantee Holder: locked for a trader (the engine disables it). */
export function HolderCard({ me }: { me: Me }) {
  const { t } = useTranslation();
  const own = [me.eori, ...me.linkedEoris].filter((eori): eori is string => !!eori);
  return (
    <FormCard number={2} title={t('g01.cards.holder')} pointers={['/applicant']}>
      <PartyFields pointer="/applicant" title={t('g01.fields.applicant')} allowedEoris={own} />
    </FormCard>
  );
}

/** Guarantee Reference: simplification, type, monitoring code; the comprehensive-only fields; national-only. */
export function ReferenceCard() {
  const { t } = useTranslation();
  return (
    <FormCard number={3} title={t('g01.cards.reference')} pointers={['/simplification', '/guaranteeType', '/monitoringCode', '/authorisationReference', '/levelOfGuarantee', '/nationalGuarantee', '/voucherNumber', '/masterCode']}>
      <FieldGrid>
        <CatalogSelect pointer="/simplification" label={t('g01.fields.simplification')} catalog="guarantee-simplification" />
        <CatalogSelect pointer="/guaranteeType" label={t('g01.fields.guaranteeType')} catalog="guarantee-type" refFields={TYPE_REF_FIELDS} />
        <CatalogSelect pointer="/monitoringCode" label={t('g01.fields.monitoringCode')} catalog="monitoring-code" />
        <RestingDecision label={t('g01.fields.authorisationReference')} />
        <CatalogSelect pointer="/levelOfGuarantee" label={t('g01.fields.levelOfGuarantee')} catalog="level-of-guarantee" />
        <TextField pointer="/voucherNumber" label={t('g01.fields.voucherNumber')} />
        <SecretField pointer="/masterCode" label={t('g01.fields.masterCode')} />
        <CheckboxField pointer="/nationalGuarantee" label={t('g01.fields.nationalGuarantee')} />
      </FieldGrid>
    </FormCard>
  );
}

/** Guarantor: types 1, 2, 4, 9 and B only (the engine's presence); the card goes with it. */
export function GuarantorCard() {
  const { t } = useTranslation();
  const guarantor = useField('/guarantor');
  if (guarantor.hidden) return null;
  return (
    <FormCard number={4} title={t('g01.cards.guarantor')} pointers={['/guarantor']}>
      <PartyFields pointer="/guarantor" title={t('g01.fields.guarantor')} />
    </FormCard>
  );
}

/** Guarantee Amount with its validity dates (currency defaults to the application's). */
export function AmountCard() {
  const { t } = useTranslation();
  return (
    <FormCard number={5} title={t('g01.cards.amount')} pointers={['/amount', '/currency', '/startDate', '/endDate']}>
      <FieldGrid cols={4}>
        <DecimalField pointer="/amount" label={t('g01.fields.amount')} />
        <CatalogSelect pointer="/currency" label={t('g01.fields.currency')} catalog="currency" />
        <DateField pointer="/startDate" label={t('g01.fields.startDate')} />
        <DateField pointer="/endDate" label={t('g01.fields.endDate')} />
      </FieldGrid>
    </FormCard>
  );
}

/** Customs Offices of departure and destination: types 2 and 9 only (the block hides itself otherwise). */
export function OfficesCard() {
  const { t } = useTranslation();
  return (
    <Block pointer="/offices" title={t('g01.cards.offices')}>
      <FieldGrid>
        <CatalogSelect pointer="/offices/customsOfficeOfDeparture" label={t('g01.fields.departure')} catalog="customs-office" criteria={officeCriteria('departure')} />
        <CatalogSelect pointer="/offices/customsOfficeOfDestination" label={t('g01.fields.destination')} catalog="customs-office" criteria={officeCriteria('destination')} />
      </FieldGrid>
    </Block>
  );
}

export function CommoditiesCard() {
  const { t } = useTranslation();
  return (
    <FormCard number={6} title={t('g01.cards.commodities')} pointers={['/commodities']}>
      <ListField
        pointer="/commodities"
        label={t('g01.cards.commodities')}
        itemLabel={t('g01.fields.commodity')}
        renderItem={(item) => (
          <FieldGrid>
            <CatalogSelect pointer={`${item}/code`} label={t('g01.fields.commodityCode')} catalog="commodity-code" />
            <TextField pointer={`${item}/description`} label={t('g01.fields.description')} />
          </FieldGrid>
        )}
      />
    </FormCard>
  );
}

/** Countries Not Covered (NCTS countries; the list exists only for a guarantee that is not national-only). */
export function CountriesCard({ pointer = '/countriesNotCovered', number = 7 }: { pointer?: string; number?: number }) {
  const { t } = useTranslation();
  return (
    <FormCard number={number} title={t('g01.cards.countries')} pointers={[pointer]}>
      <ListField
        pointer={pointer}
        label={t('g01.cards.countries')}
        itemLabel={t('g01.fields.country')}
        renderItem={(item) => <CountrySelect pointer={item} label={t('g01.fields.country')} criteria={NCTS_COUNTRIES} />}
      />
    </FormCard>
  );
}

/** Reference Document Information: type, number and issue date of each document, each with its file. */
export function DocumentFields({ pointer }: { pointer: string }) {
  const { t } = useTranslation();
  return (
    <FieldGrid>
      <CatalogSelect pointer={`${pointer}/documentType`} label={t('g01.fields.documentType')} catalog="supporting-document-type" />
      <TextField pointer={`${pointer}/referenceNumber`} label={t('g01.fields.referenceNumber')} />
      <DateField pointer={`${pointer}/issueDate`} label={t('g01.fields.issueDate')} />
    </FieldGrid>
  );
}
