import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormCard, useFormSection, useFormValue } from '@/components/form';
import { HouseEditor } from './HouseEditor';
import { codeText, countOf, numberText, partyText, rowNumber } from './format';
import { RowTable, type Row } from './RowTable';
import { afterDelete, HOUSE_PAGE_SIZE, MAX_HOUSES, NO_SELECTION, selectionFor, type HouseSelection } from './selection';

/**
 * Card 7: the house consignments. A paged table (never all of up to 999 rows), the open house
 * consignment's editor below it, and inside that its items the same way: only the open house
 * and the open item are rendered as forms.
 */
export function HouseConsignmentsCard() {
  const { t, i18n } = useTranslation();
  const [selection, setSelection] = useState<HouseSelection>(NO_SELECTION);
  const editorId = useId();
  useFormSection(['/houseConsignments'], (pointer) => {
    setSelection((current) => selectionFor(pointer, current) ?? current);
  });

  // a house without its own country of destination goes where the master consignment goes
  const masterDestination = codeText(useFormValue<unknown>('/destinationCountry'));
  const columns = [
    { header: t('t01.houses.countryOfDestination'), cell: (row: Row) => codeText(row.countryOfDestination) || masterDestination },
    { header: t('t01.houses.consignee'), cell: (row: Row) => partyText(row.consignee) },
    { header: t('t01.houses.grossMass'), cell: (row: Row) => numberText(row.grossMass, i18n.language), numeric: true },
    { header: t('t01.houses.itemCount'), cell: (row: Row) => countOf(row.houseItems), numeric: true },
  ];

  return (
    <FormCard number={7} title={t('t01.cards.houses')} pointers={['/houseConsignments']}>
      <RowTable
        pointer="/houseConsignments"
        title={t('t01.houses.list')}
        itemLabel={t('t01.houses.item')}
        numberOf={(row, index) => rowNumber(row.sequence, index)}
        columns={columns}
        page={selection.housePage}
        pageSize={HOUSE_PAGE_SIZE}
        onPageChange={(housePage) => setSelection((s) => ({ ...s, housePage }))}
        selected={selection.house}
        onSelect={(house) => setSelection((s) => ({ ...s, house, itemPage: 0, item: null, focus: house === null ? null : 'house' }))}
        onDeleted={(index) => setSelection((s) => ({ ...s, house: afterDelete(s.house, index), itemPage: s.house === index ? 0 : s.itemPage, item: s.house === index ? null : s.item }))}
        max={MAX_HOUSES}
        newRow={(count) => ({ sequence: count + 1 })}
        editorId={editorId}
        testId="house-table"
      />
      {selection.house !== null && <HouseEditor key={selection.house} id={editorId} index={selection.house} selection={selection} onSelectionChange={setSelection} />}
    </FormCard>
  );
}
