import { ActionIcon, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayText } from '@/documents/fields/ReadOnlyValue';
import { maskCode } from '../model';

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {children}
      </Text>
    </div>
  );
}

/** The info header: GRN, acceptance date and the master access code, masked until asked. */
export function InfoHeader({ grn, acceptanceDate, masterCode }: { grn?: string; acceptanceDate?: string; masterCode?: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <Paper withBorder p="sm" data-testid="g01-info">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Item label={t('g01.fields.grn')}>{grn || '—'}</Item>
        <Item label={t('g01.fields.acceptanceDate')}>{acceptanceDate ? displayText(acceptanceDate) : '—'}</Item>
        <Item label={t('g01.fields.masterCode')}>
          {masterCode ? (
            <Group gap={6} component="span">
              <span data-testid="master-code">{shown ? masterCode : maskCode(masterCode)}</span>
              <ActionIcon size="sm" variant="default" aria-pressed={shown} aria-label={t(shown ? 'g01.hideCode' : 'g01.showCode')} onClick={() => setShown((s) => !s)}>
                <span aria-hidden>{shown ? '◉' : '○'}</span>
              </ActionIcon>
            </Group>
          ) : (
            '—'
          )}
        </Item>
      </SimpleGrid>
    </Paper>
  );
}
