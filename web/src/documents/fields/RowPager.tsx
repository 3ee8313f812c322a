import { Box, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The page links of a paged list or table (house consignments, items, long lists): a named
 * navigation landmark whose links say which page they open and which one is current. Nothing
 * when everything fits on one page.
 */
export function RowPager({ list, pages, page, onPageChange }: { list: string; pages: number; page: number; onPageChange(page: number): void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <Box component="nav" aria-label={t('rows.pages', { list })}>
      <Pagination
        size="sm"
        total={pages}
        value={page + 1}
        onChange={(value) => onPageChange(value - 1)}
        withEdges
        siblings={1}
        boundaries={1}
        getItemProps={(value) => ({ 'aria-label': t('rows.page', { page: value }), 'aria-current': value === page + 1 ? 'page' : undefined })}
        getControlProps={(control) => ({ 'aria-label': t(`rows.${control}`) })}
      />
    </Box>
  );
}
