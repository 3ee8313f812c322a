import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Me } from '@/api/types';
import { CatalogSelect, CheckboxField, FormCard, ListField, NumberField, TextField, useField, useFormStore } from '@/components/form';
import { FieldGrid } from '@/documents/fields/FieldGrid';
import { PartyFields } from '@/documents/fields/PartyFields';
import type { Criterion } from '@/api/types';
import type { en } from '@/i18n/en';
import type { KindInfo } from './model';

type Texts = (typeof en)['authorisations'];
/** A field's label: a key of `authorisations.fields`. */
export type FieldKey = keyof Texts['fields'];
/** A section's title: a key of `authorisations.sections`. */
export type SectionKey = keyof Texts['sections'];

/**
 * An authorisation form is data: the kind's sections are lists of fields over shared blocks
 * (spec sections 2 and 3), rendered by one component per field kind. A kind adds a line to
 * SECTIONS; the presence (hidden, required, disabled) and the limits come from the engine's
 * rules and the registry, never from here.
 */
export type Field =
  | { kind: 'text' | 'number' | 'check' | 'office'; pointer: string; label: FieldKey }
  | { kind: 'offices' | 'locations' | 'commodities' | 'codes'; pointer: string; label: FieldKey; item: FieldKey };

export interface Section {
  title: SectionKey;
  fields: Field[];
}

const text = (pointer: string, label: FieldKey): Field => ({ kind: 'text', pointer, label });
const number = (pointer: string, label: FieldKey): Field => ({ kind: 'number', pointer, label });
const check = (pointer: string, label: FieldKey): Field => ({ kind: 'check', pointer, label });
const office = (pointer: string, label: FieldKey): Field => ({ kind: 'office', pointer, label });
const offices = (pointer: string, label: FieldKey, item: FieldKey): Field => ({ kind: 'offices', pointer, label, item });
const locations = (pointer: string, label: FieldKey, item: FieldKey): Field => ({ kind: 'locations', pointer, label, item });

const operations = number('/operationsNumber', 'operationsNumber');

/** ACT, ACE, ACR: where goods are received or sent from, and the offices of destination or departure. */
const consignee = (places: SectionKey, officesLabel: FieldKey): Section[] => [
  { title: places, fields: [locations('/locations', 'locations', 'location')] },
  { title: 'destinationAndOperations', fields: [offices('/customsOffices', officesLabel, 'customsOffice'), operations] },
];

/** The kind's own sections (spec 2 'Sections per form'), by path. */
export const SECTIONS: Record<string, Section[]> = {
  act: consignee('receivedLocations', 'officesOfDestination'),
  ace: consignee('receivedLocations', 'officesOfDestination'),
  acr: [
    { title: 'sentLocations', fields: [locations('/locations', 'locations', 'location')] },
    {
      title: 'comprehensiveGuarantee',
      fields: [
        check('/guaranteeIndicator', 'guaranteeIndicator'),
        text('/customsDecisionReferenceNumber', 'customsDecisionReferenceNumber'),
        text('/applicationReferenceNumber', 'applicationReferenceNumber'),
        check('/goodsUnderUnion', 'goodsUnderUnion'),
      ],
    },
    { title: 'destinationAndOperations', fields: [offices('/customsOffices', 'officesOfDeparture', 'customsOffice'), operations] },
  ],
  trd: [{ title: 'reducedDataSet', fields: [operations] }],
  etd: [
    {
      title: 'electronicTransportDocument',
      fields: [office('/customsOfficeOfDestination', 'customsOfficeOfDestination'), office('/customsOfficeOfDeparture', 'customsOfficeOfDeparture'), text('/dataAccess', 'dataAccess'), operations],
    },
  ],
  sse: [{ title: 'seals', fields: [text('/sealsType', 'sealsType'), operations] }],
  eir: [
    {
      title: 'declarantEntry',
      fields: [
        { kind: 'commodities', pointer: '/declarantData/goodsConcerned', label: 'goodsConcerned', item: 'commodityCode' },
        text('/declarantData/prohibitionsRestrictions', 'prohibitionsRestrictions'),
        offices('/declarantData/responsibleCustomsOffices', 'responsibleCustomsOffices', 'customsOffice'),
        number('/declarantData/numberOfOperations', 'operationsNumber'),
        locations('/declarantData/locationOfGoods', 'locationOfGoods', 'location'),
        check('/declarantData/waiver/indication', 'waiverIndication'),
        text('/declarantData/waiver/description', 'waiverDescription'),
        text('/declarantData/waiver/preDeparture', 'preDeparture'),
        { kind: 'codes', pointer: '/declarantData/proceduresConcerned', label: 'proceduresConcerned', item: 'procedure' },
      ],
    },
  ],
};

/** The text fields of one row of a location list and of a commodity code list (the blocks' fields). */
const ROW_FIELDS = {
  locations: ['name', 'streetNumber', 'postcode', 'city'],
  commodities: ['taricCode', 'goodsDescription', 'taricAdditionalCode', 'nationalAdditionalCode'],
} as const satisfies Record<string, readonly FieldKey[]>;

/** Customs offices of the deployment country of `types` (HQ, CS, ...). */
function officeCriteria(types: readonly string[], country: string | null | undefined): Criterion[] {
  const criteria: Criterion[] = [{ fieldName: 'officeType', operation: 'IN', dataType: 'TEXT', values: [...types] }];
  if (country) criteria.push({ fieldName: 'countryCode', operation: 'EQ', dataType: 'TEXT', values: [country] });
  return criteria;
}

function FieldView({ field }: { field: Field }) {
  const { t } = useTranslation();
  const name = (key: FieldKey): string => t(`authorisations.fields.${key}`);
  const label = name(field.label);
  switch (field.kind) {
    case 'text':
      return <TextField pointer={field.pointer} label={label} />;
    case 'number':
      return <NumberField pointer={field.pointer} label={label} />;
    case 'check':
      return <CheckboxField pointer={field.pointer} label={label} />;
    case 'office':
      return <CatalogSelect pointer={field.pointer} label={label} catalog="customs-office" />;
    case 'offices':
      return (
        <ListField pointer={field.pointer} label={label} itemLabel={name(field.item)} renderItem={(row) => <CatalogSelect pointer={row} label={name(field.item)} catalog="customs-office" />} />
      );
    case 'codes':
      return (
        <ListField pointer={field.pointer} label={label} itemLabel={name(field.item)} renderItem={(row) => <TextField pointer={`${row}/code`} label={name(field.item)} />} />
      );
    case 'locations':
    case 'commodities': {
      const rowFields = ROW_FIELDS[field.kind];
      return (
        <ListField
          pointer={field.pointer}
          label={label}
          itemLabel={name(field.item)}
          renderItem={(row) => (
            <FieldGrid cols={4}>
              {rowFields.map((f) => (
                <TextField key={f} pointer={`${row}/${f}`} label={name(f)} />
              ))}
            </FieldGrid>
          )}
        />
      );
    }
  }
}

/** A kind's own sections, numbered after the common ones. */
export function KindSections({ kind, first }: { kind: KindInfo; first: number }) {
  const { t } = useTranslation();
  return (
    <>
      {(SECTIONS[kind.path] ?? []).map((section, i) => (
        <FormCard key={section.title} number={first + i} title={t(`authorisations.sections.${section.title}`)} pointers={section.fields.map((f) => f.pointer)}>
          <Stack gap="sm">
            {section.fields.map((field) => (
              <FieldView key={field.pointer} field={field} />
            ))}
          </Stack>
        </FormCard>
      ))}
    </>
  );
}

/** General applicant data (spec 2 'Common blocks'): applicant, representative, competent customs authority. */
export function ApplicantSection({ kind, me, country }: { kind: KindInfo; me: Me; country: string | null | undefined }) {
  const { t } = useTranslation();
  const store = useFormStore();
  const representative = useField('/representative');
  const own = [me.eori, ...me.linkedEoris].filter((eori): eori is string => !!eori);
  const agentMode = me.userType === 'agent' && !representative.hidden;
  return (
    <FormCard number={1} title={t(`authorisations.tabs.${kind.tab}`)} pointers={['/applicant', '/representative', '/ca']}>
      <Stack gap="sm">
        <PartyFields pointer="/applicant" title={t('authorisations.fields.applicant')} allowedEoris={own} withAddress={false} />
        <PartyFields pointer="/representative" title={t('authorisations.fields.representative')} withAddress={false} />
        {agentMode && !representative.readOnly && (
          <Button variant="outline" size="xs" w="fit-content" onClick={() => store.controller.command('#i-am-holder')}>
            {t('authorisations.iAmHolder')}
          </Button>
        )}
        <CatalogSelect pointer="/ca" label={t('authorisations.fields.ca')} catalog="customs-office" criteria={officeCriteria(kind.officeTypes, country)} />
      </Stack>
    </FormCard>
  );
}

/** Main accounts: the type of accounts and the places where they are held. */
export function MainAccountsSection({ number }: { number: number }) {
  const { t } = useTranslation();
  return (
    <FormCard number={number} title={t('authorisations.sections.mainAccounts')} pointers={['/mainAccounts']} defaultExpanded={false}>
      <Stack gap="sm">
        <TextField pointer="/mainAccounts/typeOfAccounts" label={t('authorisations.fields.typeOfAccounts')} />
        <FieldView field={{ kind: 'locations', pointer: '/mainAccounts/records', label: 'accountPlaces', item: 'location' }} />
      </Stack>
    </FormCard>
  );
}

/** The user attestation: only outside view mode, required to submit. */
export function AttestationSection({ number }: { number: number }) {
  const { t } = useTranslation();
  const store = useFormStore();
  if (store.controller.readOnly) return null;
  return (
    <FormCard number={number} title={t('authorisations.sections.attestation')} pointers={['/attestation']}>
      <CheckboxField pointer="/attestation" label={t('authorisations.fields.attestation')} />
    </FormCard>
  );
}
