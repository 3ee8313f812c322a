import { Group, Radio } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useField } from '@/components/form';

type CodeValue = { code: string; name?: string };

export const AMENDMENT_GUARANTEE = '1';
export const AMENDMENT_OTHER = '0';

/** Spec 3.1: amendmentType (modify mode only; 1 Guarantee, 0 Other). */
export function AmendmentTypeField() {
  const { t } = useTranslation();
  const field = useField<CodeValue>('/amendmentType');
  // read-only screens show it only for an amendment
  if (field.hidden || (field.readOnly && !field.value)) return null;
  const options = [
    { code: AMENDMENT_GUARANTEE, name: t('t01.amendment.guarantee') },
    { code: AMENDMENT_OTHER, name: t('t01.amendment.other') },
  ];
  return (
    <Radio.Group
      label={t('t01.fields.amendmentType')}
      withAsterisk={field.required}
      error={field.error}
      value={field.value?.code ?? null}
      onChange={(code) => {
        const option = options.find((o) => o.code === code);
        if (option && field.editable) field.onChange({ code: option.code, name: option.name });
      }}
    >
      <Group gap="md" mt={4}>
        {options.map((option) => (
          <Radio key={option.code} id={`${field.id}/${option.code}`} value={option.code} label={`${option.code} - ${option.name}`} disabled={!field.editable} />
        ))}
      </Group>
    </Radio.Group>
  );
}
