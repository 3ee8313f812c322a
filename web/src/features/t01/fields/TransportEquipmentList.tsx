import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListField, NumberField, TextField } from '@/components/form';
import { PagedListField } from '@/documents/fields/PagedListField';

/** Transport equipment with its seals and goods references (spec 3.6, 5.7, 9). */
export function TransportEquipmentList({ pointer }: { pointer: string }) {
  const { t } = useTranslation();
  return (
    <PagedListField
      pointer={pointer}
      label={t('t01.transport.equipment')}
      itemLabel={t('t01.transport.equipmentItem')}
      max={9999}
      pageSize={5}
      renderItem={(itemPointer) => (
        <Stack gap="xs">
          <TextField pointer={`${itemPointer}/containerNumber`} label={t('t01.transport.containerNumber')} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            <ListField
              pointer={`${itemPointer}/seals`}
              label={t('t01.transport.seals')}
              itemLabel={t('t01.transport.seal')}
              max={99}
              renderItem={(sealPointer) => <TextField pointer={`${sealPointer}/identifier`} label={t('t01.transport.sealIdentifier')} />}
            />
            <PagedListField
              pointer={`${itemPointer}/goodsReference`}
              label={t('t01.transport.goodsReferences')}
              itemLabel={t('t01.transport.goodsReference')}
              max={999}
              renderItem={(refPointer) => (
                <NumberField pointer={`${refPointer}/declarationGoodsItemNumber`} label={t('t01.transport.declarationGoodsItemNumber')} />
              )}
            />
          </SimpleGrid>
        </Stack>
      )}
    />
  );
}
