import { fieldId } from './fieldId';

/** The visible label of the field bound to `pointer` (input label or list title). */
export function fieldLabel(pointer: string): string | null {
  const id = fieldId(pointer);
  const element = document.querySelector(`label[for="${CSS.escape(id)}"]`) ?? document.getElementById(`${id}-label`);
  const text = element?.textContent?.replace(/\s*\*\s*$/, '').trim();
  return text || null;
}
