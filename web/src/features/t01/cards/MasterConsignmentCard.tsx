import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CatalogSelect, DecimalField, FormCard, ListField, TextField, useFormValue } from '@/components/form';
import { transitCountries } from '@/features/catalog/filters';
import { CountrySelect } from '@/documents/fields/CountrySelect';
import { DriversList } from '../fields/DriversList';
import { GoodsList } from '../fields/GoodsList';
import { GoodsLocationFields } from '../fields/GoodsLocationFields';
import { PlaceFields } from '../fields/PlaceFields';
import { ReadOnlyValue } from '@/documents/fields/ReadOnlyValue';
import { SupplyChainActorsList } from '../fields/SupplyChainActorsList';
import { TransportEquipmentList } from '../fields/TransportEquipmentList';
import { TransportMeansList } from '../fields/TransportMeansList';
import { ContactFields } from './ContactFields';
import { FieldGrid } from '@/documents/fields/FieldGrid';
import { PartyFields } from '@/documents/fields/PartyFields';

export const CONSIGNMENT_ACTORS_POINTERS = ['/consignor', '/consignorContact', '/consignee', '/carrier', '/carrierContact', '/chainAddActors'];

export const TRANSPORT_POINTERS = [
  '/containerIndicator',
  '/inlandMot',
  '/borderMot',
  '/departureTransport',
  '/borderTransport',
  '/drivers',
  '/transportEquipment',
  '/goodsLocation',
  '/loadingPlace',
  '/unloadingPlace',
  '/routingCountries',
];

export const MASTER_POINTERS = ['/ucrReference', '/grossMass', '/totalItems', '/paymentMethod', '/goods', ...CONSIGNMENT_ACTORS_POINTERS, ...TRANSPORT_POINTERS];

/** A titled sub-card of the Master Consignment card. */
function SubCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="sm" p="sm" component="section" aria-label={title}>
      <Title order={3} size="h4" mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** Consignor and contact, consignee, carrier and contact, additional supply chain actors. */
function ConsignmentActors() {
  const { t } = useTranslation();
  return (
    <SubCard title={t('t01.consignment.actors')}>
      <Stack gap="md">
        <PartyFields pointer="/consignor" title={t('t01.actors.consignor')} order={4} />
        <ContactFields pointer="/consignorContact" title={t('t01.consignment.consignorContact')} order={4} />
        <PartyFields pointer="/consignee" title={t('t01.actors.consignee')} order={4} />
        <PartyFields pointer="/carrier" title={t('t01.consignment.carrier')} order={4} withAddress={false} />
        <ContactFields pointer="/carrierContact" title={t('t01.consignment.carrierContact')} order={4} />
        <SupplyChainActorsList pointer="/chainAddActors" />
      </Stack>
    </SubCard>
  );
}

type CodeValue = { code?: string } | undefined;

/** Routing countries: a country picker per row; delete only while more than one row exists (spec 2.5). */
function RoutingCountries() {
  const { t } = useTranslation();
  const declarationType = useFormValue<CodeValue>('/declarationType')?.code;
  return (
    <ListField
      pointer="/routingCountries"
      label={t('t01.places.routingCountries')}
      itemLabel={t('t01.places.routingCountry')}
      max={99}
      keepOne
      renderItem={(itemPointer) => <CountrySelect pointer={`${itemPointer}/country`} label={t('t01.places.country')} criteria={transitCountries(declarationType)} />}
    />
  );
}

/** Modes, means of transport, drivers, equipment, places and the routing (spec 3.2, 5.2). */
function TransportInformation() {
  const { t } = useTranslation();
  return (
    <SubCard title={t('t01.consignment.transport')}>
      <Stack gap="md">
        <FieldGrid>
          <CatalogSelect pointer="/containerIndicator" label={t('t01.fields.containerIndicator')} catalog="container-indicator" />
          <CatalogSelect pointer="/inlandMot" label={t('t01.fields.inlandMot')} catalog="transport-mode" />
          <CatalogSelect pointer="/borderMot" label={t('t01.fields.borderMot')} catalog="transport-mode" />
        </FieldGrid>
        <TransportMeansList pointer="/departureTransport" list="departureTransport" />
        <TransportMeansList pointer="/borderTransport" list="borderTransport" />
        <DriversList pointer="/drivers" />
        <TransportEquipmentList pointer="/transportEquipment" />
        <GoodsLocationFields pointer="/goodsLocation" />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <PlaceFields pointer="/loadingPlace" title={t('t01.places.loadingPlace')} />
          <PlaceFields pointer="/unloadingPlace" title={t('t01.places.unloadingPlace')} />
        </SimpleGrid>
        <RoutingCountries />
      </Stack>
    </SubCard>
  );
}

/** Card 8: the master consignment (spec 2.4): collapsed by default, can be maximised. */
export function MasterConsignmentCard() {
  const { t } = useTranslation();
  return (
    <FormCard number={8} title={t('t01.cards.master')} pointers={MASTER_POINTERS} defaultExpanded={false}>
      <Stack gap="md">
        <FieldGrid>
          <TextField pointer="/ucrReference" label={t('t01.consignment.ucrReference')} />
          <DecimalField pointer="/grossMass" label={t('t01.consignment.grossMass')} />
          <ReadOnlyValue pointer="/totalItems" label={t('t01.consignment.totalItems')} />
        </FieldGrid>
        <ConsignmentActors />
        <TransportInformation />
        <SubCard title={t('t01.consignment.transportCharges')}>
          <FieldGrid>
            <CatalogSelect pointer="/paymentMethod" label={t('t01.consignment.paymentMethod')} catalog="payment-method" />
          </FieldGrid>
        </SubCard>
        <GoodsList pointer="/goods" />
      </Stack>
    </FormCard>
  );
}
