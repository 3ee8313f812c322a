import { Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function FormSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton height={28} width="40%" />
      {[1, 2, 3].map((card) => (
        <Paper key={card} withBorder p="md">
          <Skeleton height={18} width="25%" mb="md" />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height={36} />
            ))}
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}
