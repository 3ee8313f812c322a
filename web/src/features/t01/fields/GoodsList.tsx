import { useTranslation } from 'react-i18next';
import { CatalogSelect, DecimalField, ListField, TextField } from '@/components/form';
import { FieldGrid } from '@/documents/fields/FieldGrid';

/**
 * The goods block (spec 3.6: CN code, description, value and currency, quantity and unit; 5.9:
 * commodity code, 4 to 8 digits). Which of them a row needs, and the default currency EUR of a new
 * row, come from the rule engine.
 */
export function GoodsList({ pointer }: { pointer: string }) {
  const { t } = useTranslation();
  return (
    <ListField
      pointer={pointer}
      label={t('t01.goods.title')}
      itemLabel={t('t01.goods.item')}
      renderItem={(p) => (
        <FieldGrid>
          <TextField pointer={`${p}/taricCode`} label={t('t01.goods.taricCode')} />
          <TextField pointer={`${p}/commodityCode`} label={t('t01.goods.commodityCode')} />
          <TextField pointer={`${p}/goodsDescription`} label={t('t01.goods.goodsDescription')} />
          <DecimalField pointer={`${p}/amountValue`} label={t('t01.goods.amountValue')} />
          <CatalogSelect pointer={`${p}/amountCurrency`} label={t('t01.goods.amountCurrency')} catalog="currency" />
          <DecimalField pointer={`${p}/goodsQuantity`} label={t('t01.goods.goodsQuantity')} />
          <CatalogSelect pointer={`${p}/measureUnit`} label={t('t01.goods.measureUnit')} catalog="unit" />
        </FieldGrid>
      )}
    />
  );
}
