import type { Criterion } from '@/api/types';
import { countryRef } from '@/features/catalog/filters';
import { RefSelect } from '@/documents/fields/RefSelect';

export interface CountrySelectProps {
  pointer: string;
  label: string;
  criteria?: Criterion[];
  disabled?: boolean;
}

/** A country (CountryRef with the flags the rules read). */
export function CountrySelect(props: CountrySelectProps) {
  return <RefSelect {...props} catalog="country" toRef={countryRef} />;
}
