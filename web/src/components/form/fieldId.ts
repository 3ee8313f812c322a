/** DOM id of the input bound to a JSON Pointer (ids may hold any character but spaces). */
export function fieldId(pointer: string): string {
  return `field${pointer}`;
}

export function fieldErrorId(pointer: string): string {
  return `${fieldId(pointer)}-error`;
}
