import type { ReactNode } from 'react';
import { Button, Stack } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from '@/api/types';
import { CatalogSelect, CheckboxField, FormCard, TextField, useField, useFormSelector, useFormStore, type DocumentFormController } from '@/components/form';
import { PartyFields } from '@/documents/fields/PartyFields';
import {
  cdsGuarantee,
  describedGoods,
  EQUIVALENCE,
  goodsOwners,
  guaranteeForm,
  indicated,
  LOCATION,
  locations,
  offices,
  operations,
  procedure,
  procedureGoods,
  processedProducts,
  processing,
  storageFacility,
  type Section,
} from './blocks';
import { amount, catalog, check, codes, FieldView, Fields, group, list, notAllowed, number, office, officeCriteria, reference, text } from './fields';
import type { KindInfo } from './model';

export type { FieldKey, SectionKey } from './fields';
export type { Field } from './fields';
export type { Section } from './blocks';

/**
 * An authorisation form is data: the kind's sections (spec 2 'Sections per form', in its
 * order) are fields over the shared blocks of blocks.ts, rendered by one component per field
 * kind (fields.tsx). A kind adds a line to SECTIONS; the presence (hidden, required, disabled)
 * and the limits come from the engine's rules and the registry, never from here.
 */

/** ACT, ACE, ACR: where goods are received or sent from, and the offices of destination or departure. */
const consignee = (places: 'receivedLocations' | 'sentLocations', officesLabel: 'officesOfDestination' | 'officesOfDeparture', between: Section[] = []): Section[] => [
  { title: places, fields: [locations('/locations')] },
  ...between,
  { title: 'destinationAndOperations', fields: [offices('/customsOffices', officesLabel), operations] },
];

/** The type of deferment of payment and the customs office of guarantee (DPO, SDE). */
const deferment = [catalog('/defermentPaymentType', 'defermentPaymentType'), office('/customsOfficeOfGuarantee', 'customsOfficeOfGuarantee')];

/** The kind's own sections (spec 2 'Sections per form'), by path. */
export const SECTIONS: Record<string, readonly Section[]> = {
  act: consignee('receivedLocations', 'officesOfDestination'),
  ace: consignee('receivedLocations', 'officesOfDestination'),
  acr: consignee('sentLocations', 'officesOfDeparture', [
    {
      title: 'comprehensiveGuarantee',
      fields: [
        check('/guaranteeIndicator', 'guaranteeIndicator'),
        // each may link to a comprehensive-guarantee decision or application (spec 3 ACR)
        reference('/customsDecisionReferenceNumber', 'customsDecisionReferenceNumber', 'cgu', 'decisionReferenceNumber'),
        reference('/applicationReferenceNumber', 'applicationReferenceNumber', 'cgu', 'applicationReference'),
        check('/goodsUnderUnion', 'goodsUnderUnion'),
      ],
    },
  ]),
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
        group('/declarantData', undefined, [
          list('/goodsConcerned', 'goodsConcerned', 'commodityCode', [
            text('/taricCode', 'taricCode'),
            text('/goodsDescription', 'goodsDescription'),
            text('/taricAdditionalCode', 'taricAdditionalCode'),
            text('/nationalAdditionalCode', 'nationalAdditionalCode'),
          ]),
          text('/prohibitionsRestrictions', 'prohibitionsRestrictions'),
          offices('/responsibleCustomsOffices', 'responsibleCustomsOffices'),
          number('/numberOfOperations', 'operationsNumber'),
          locations('/locationOfGoods', 'locationOfGoods'),
          check('/waiver/indication', 'waiverIndication'),
          text('/waiver/description', 'waiverDescription'),
          text('/waiver/preDeparture', 'preDeparture'),
          list('/proceduresConcerned', 'proceduresConcerned', 'procedure', [text('/code', 'procedure')]),
        ]),
      ],
    },
  ],
  dpo: [
    {
      title: 'paymentDeferment',
      fields: [
        group('/paymentDeferment', undefined, [
          list('/proceduresConcerned', 'proceduresConcerned', 'procedure', [
            catalog('/procedureCode', 'procedure'),
            catalog('/authorisationType', 'authorisationType'),
            text('/decisionReferenceNumber', 'decisionReferenceNumber'),
            text('/applicationReferenceNumber', 'applicationReference'),
            amount('', 'amount'),
            text('/averagePeriod', 'averagePeriod'),
          ]),
          group('/guarantee', 'guarantee', [check('/indication', 'guaranteeIndication'), text('/guaranteeReference', 'guaranteeReferenceNumber')]),
          ...deferment,
          group('/defermentGoods', 'goods', [text('/goodsDescription', 'goodsDescription'), amount('/valueOfGoods', 'goodsValue')]),
        ]),
        operations,
      ],
    },
  ],
  opo: [
    ...procedure({ discharge: true }),
    {
      title: 'outwardProcessing',
      fields: [
        group('/outwardProcessing', undefined, [
          procedureGoods('/specialProcedureGoods'),
          processedProducts('/processedProducts'),
          group('/priorImport', 'priorImport', [
            group('/replacementProducts', undefined, [check('/indicator', 'priorImportOfReplacementProducts'), number('/timeLimit', 'timeLimit')]),
            group('/processedProducts', undefined, [check('/indicator', 'priorImportOfProcessedProducts'), number('/timeLimit', 'timeLimit')]),
          ]),
          group('/standardExchange', 'standardExchange', [
            check('/indication', 'standardExchangeIndication'),
            catalog('/exchangeType', 'exchangeType'),
            list('/replacementProducts', 'replacementProducts', 'replacementProduct', [
              text('/commodityCode', 'commodityCode'),
              catalog('/productCode', 'replacementProductCode'),
              text('/productsDescription', 'goodsDescription'),
            ]),
            text('/exchangeSystemDescription', 'exchangeSystemDescription'),
          ]),
          locations('/placesOfProcessing', 'placesOfProcessing'),
        ]),
      ],
    },
  ],
  ipo: [...procedure({ discharge: true }), { title: 'inwardProcessing', fields: [processing('/inwardProcessing')] }],
  eus: [...procedure({ discharge: true }), { title: 'endUse', fields: [processing('/endUse')] }],
  tst: [
    {
      title: 'temporaryStorage',
      fields: [
        group('/temporaryStorage', undefined, [
          describedGoods('/temporaryStorageGoods'),
          cdsGuarantee('/guarantee', 'guarantee'),
          // "office of guarantee (HQ, home country)"
          office('/customsOfficeOfGuarantee', 'customsOfficeOfGuarantee', ['HQ'], { home: true }),
          office('/customsOfficeOfSupervision', 'customsOfficeOfSupervision', ['CS']),
          storageFacility('/storageFacilityDetails'),
          indicated('/storageOfUnionGoods', 'storageOfUnionGoods'),
          group('/movementOfGoods', 'movementOfGoods', [catalog('/legalBase', 'legalBase'), text('/holder', 'holderEori'), group('/location', 'location', LOCATION)]),
        ]),
        operations,
      ],
    },
  ],
  cwp: [
    ...procedure({ discharge: false }),
    {
      title: 'customsWarehousing',
      fields: [
        catalog('/warehouseType', 'warehouseType'),
        group('/customsWarehousing', undefined, [
          list('/customsWarehousingGoods', 'goodsToBeStored', 'goodsItem', [text('/commodityCodeTaricCode', 'taricCode'), text('/goodsDescription', 'goodsDescription'), ...EQUIVALENCE]),
          indicated('/storageOfUnionGoods', 'storageOfUnionGoods'),
          storageFacility('/storageFacilityDetails'),
          indicated('/temporaryRemoval', 'temporaryRemoval'),
          text('/additionalInformation', 'additionalInformation'),
        ]),
      ],
    },
  ],
  sde: [
    {
      title: 'simplifiedDeclaration',
      fields: [
        describedGoods('/simplifiedDeclarationGoods'),
        operations,
        text('/prohibitionsAndRestrictions', 'prohibitionsRestrictions'),
        codes('/proceduresConcerned', 'proceduresConcerned', 'procedure', 'procedure-code'),
        text('/subcontractor', 'subcontractor'),
        text('/guaranteeReferenceNumber', 'guaranteeReferenceNumber'),
        ...deferment,
      ],
    },
  ],
  cgu: [
    {
      title: 'comprehensiveGuaranteeInformation',
      fields: [
        codes('/proceduresConcerned', 'applicableProcedures', 'procedure', 'procedure-code'),
        locations('/locations', 'locationOfGoods'),
        group('/guaranteeReferenceAmount', 'referenceAmount', [amount('', 'amount'), text('/description', 'description')]),
        list('/levelOfGuarantees', 'levelOfGuarantees', 'levelOfGuarantee', [catalog('/levelOfGuarantee', 'levelOfGuarantee'), text('/description', 'description')]),
        guaranteeForm('/guaranteeForm'),
        text('/placeOfAccount', 'placeOfAccount'),
        catalog('/paymentTimeLimit', 'paymentTimeLimit'),
        operations,
      ],
    },
  ],
  tea: [
    ...procedure({ discharge: true }),
    {
      title: 'temporaryAdmission',
      fields: [
        group('/temporaryAdmission', undefined, [
          procedureGoods('/temporaryAdmissionGoods', 'temporaryAdmissionGoods'),
          locations('/placesOfProcessing', 'placesOfUse'),
          group('/firstPlaceOfUse', 'firstPlaceOfUse', LOCATION),
          goodsOwners('/goodsOwners'),
        ]),
      ],
    },
  ],
};

/** Whether each of `sections` shows: not when the engine hides all it holds (OPO's guarantee without prior import). */
export function useShownSections(sections: readonly Section[]): boolean[] {
  const select = useCallback(
    (form: DocumentFormController) => sections.map((section) => (section.fields.every((f) => notAllowed(form, f.pointer)) ? '0' : '1')).join(''),
    [sections],
  );
  return [...useFormSelector(select)].map((c) => c === '1');
}

const NONE: readonly Section[] = [];

/** How many sections of its own the kind shows now (the sections after them are numbered from it). */
export function useKindSectionCount(kind: KindInfo): number {
  return useShownSections(SECTIONS[kind.path] ?? NONE).filter(Boolean).length;
}

/** What follows a kind's sections, numbered after those it shows now (`first` is the kind's first number). */
export function AfterKindSections({ kind, first, children }: { kind: KindInfo; first: number; children: (next: number) => ReactNode }) {
  return <>{children(first + useKindSectionCount(kind))}</>;
}

/** A kind's own sections, numbered after the common ones. */
export function KindSections({ kind, first }: { kind: KindInfo; first: number }) {
  return <SectionCards sections={SECTIONS[kind.path] ?? NONE} first={first} />;
}

/** Sections as numbered cards from `first`; a section the engine hides takes no number. */
export function SectionCards({ sections, first }: { sections: readonly Section[]; first: number }) {
  const { t } = useTranslation();
  const shown = useShownSections(sections);
  const numbers = shown.reduce<number[]>((acc, on) => [...acc, (acc.at(-1) ?? first - 1) + (on ? 1 : 0)], []);
  return (
    <>
      {sections.map((section, i) =>
        shown[i] ? (
          <FormCard key={section.title} number={numbers[i]} title={t(`authorisations.sections.${section.title}`)} pointers={section.fields.map((f) => f.pointer)}>
            <Fields fields={section.fields} />
          </FormCard>
        ) : null,
      )}
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
  // open where the kind asks for them (the special procedures, CGU), folded where optional
  const { required } = useField('/mainAccounts');
  return (
    <FormCard key={required ? 'asked' : 'optional'} number={number} title={t('authorisations.sections.mainAccounts')} pointers={['/mainAccounts']} defaultExpanded={required}>
      <Stack gap="sm">
        <TextField pointer="/mainAccounts/typeOfAccounts" label={t('authorisations.fields.typeOfAccounts')} />
        <FieldView field={locations('/mainAccounts/records', 'accountPlaces')} />
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
