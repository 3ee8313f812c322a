import { useTranslation } from 'react-i18next';
import { CatalogSelect, EoriFinder, ListField } from '@/components/form';
import { FieldGrid } from '@/documents/fields/FieldGrid';

/** Additional supply chain actors: an EORI (finder) and a role, up to 99 (spec 3.2, 5.2). */
export function SupplyChainActorsList({ pointer }: { pointer: string }) {
  const { t } = useTranslation();
  return (
    <ListField
      pointer={pointer}
      label={t('t01.consignment.chainAddActors')}
      itemLabel={t('t01.consignment.chainAddActor')}
      max={99}
      renderItem={(itemPointer) => (
        <FieldGrid cols={2}>
          <EoriFinder pointer={`${itemPointer}/actor`} label={t('documents.party.eori')} />
          <CatalogSelect pointer={`${itemPointer}/role`} label={t('t01.consignment.role')} catalog="transport-actor-role" />
        </FieldGrid>
      )}
    />
  );
}
