import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateOr } from '@/i18n';
import { formatDay } from '@/lib/dates';

/** One step's text in the process record: who wrote what, when (set by the server). */
export interface Note {
  action: string;
  at: string;
  text?: string;
  until?: string;
}

/** The process record of an application (UCC 22): each step's reasons, grounds or answer, oldest first. */
export function ProcessNotes({ notes }: { notes: readonly Note[] }) {
  const { t, i18n } = useTranslation();
  if (notes.length === 0) return null;
  return (
    <Table withTableBorder mb="md" data-testid="process-notes">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('authorisations.notes.action')}</Table.Th>
          <Table.Th>{t('authorisations.notes.at')}</Table.Th>
          <Table.Th>{t('authorisations.notes.text')}</Table.Th>
          <Table.Th>{t('authorisations.notes.until')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {notes.map((note, i) => (
          <Table.Tr key={i}>
            <Table.Td>{translateOr(`authorisations.actions.${note.action}`, note.action)}</Table.Td>
            <Table.Td>{formatDay(note.at, i18n.language)}</Table.Td>
            <Table.Td>{note.text}</Table.Td>
            <Table.Td>{formatDay(note.until, i18n.language)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
