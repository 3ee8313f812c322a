import { useTranslation } from 'react-i18next';
import { CatalogSelect, FormCard, ListField, TextField } from '@/components/form';
import { FieldGrid } from './FieldGrid';

/** Card 5: transit authorisations (max 9). */
export function AuthorisationsCard() {
  const { t } = useTranslation();
  return (
    <FormCard number={5} title={t('t01.cards.authorisations')} pointers={['/authorisations']}>
      <ListField
        pointer="/authorisations"
        label={t('t01.authorisations.list')}
        itemLabel={t('t01.authorisations.item')}
        max={9}
        renderItem={(itemPointer) => (
          <FieldGrid cols={2}>
            <CatalogSelect pointer={`${itemPointer}/type`} label={t('t01.authorisations.type')} catalog="authorisation-type" />
            <TextField pointer={`${itemPointer}/decisionReference`} label={t('t01.authorisations.decisionReference')} maxLength={35} />
          </FieldGrid>
        )}
      />
    </FormCard>
  );
}
