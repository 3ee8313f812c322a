import { useTranslation } from 'react-i18next';
import { CatalogSelect, FormCard, ListField, useFormValue } from '@/components/form';
import { DecisionFinder } from '@/documents/fields/DecisionFinder';
import { authorisationTypeCriteria } from '@/features/catalog/filters';
import { FieldGrid } from '@/documents/fields/FieldGrid';

/** Card 5: transit authorisations (max 9). */
export function AuthorisationsCard() {
  const { t } = useTranslation();
  // spec 5.1: reduced dataset 1 needs a C524 authorisation, offered as the first entry
  const reducedDataset = useFormValue<{ code?: string }>('/reducedDataset')?.code === '1';
  // spec 7: the decisions are looked up by the holder's EORI
  const holderEori = useFormValue<string>('/applicant/EORINumber');
  return (
    <FormCard number={5} title={t('t01.cards.authorisations')} pointers={['/authorisations']}>
      <ListField
        pointer="/authorisations"
        label={t('t01.authorisations.list')}
        itemLabel={t('t01.authorisations.item')}
        max={9}
        renderItem={(itemPointer, index) => (
          <FieldGrid cols={2}>
            <CatalogSelect
              pointer={`${itemPointer}/type`}
              label={t('t01.authorisations.type')}
              catalog="authorisation-type"
              criteria={authorisationTypeCriteria('DEPARTURE', reducedDataset && index === 0)}
            />
            <DecisionFinder pointer={itemPointer} label={t('t01.authorisations.decisionReference')} holderEori={holderEori} />
          </FieldGrid>
        )}
      />
    </FormCard>
  );
}
