import { useTranslation } from 'react-i18next';
import { FormCard } from '@/components/form';
import { DOCUMENT_LISTS, DocumentLists } from '../fields/DocumentLists';

export const DOCUMENTS_POINTERS = DOCUMENT_LISTS.map((list) => `/${list}`);

/** Card 9: the declaration's documents and additional information. */
export function DocumentsCard() {
  const { t } = useTranslation();
  return (
    <FormCard number={9} title={t('t01.cards.documents')} pointers={DOCUMENTS_POINTERS}>
      <DocumentLists base="" level="GENERAL" />
    </FormCard>
  );
}
