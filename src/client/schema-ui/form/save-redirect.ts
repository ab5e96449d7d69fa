/** Where a save leads: the wanted view when the resource has it, else the next best one. */
export function redirectAfterSave(wanted: 'list' | 'show' | 'edit' | false, has: { hasShow?: boolean; hasEdit?: boolean }): 'list' | 'show' | 'edit' | false {
  if (wanted === 'show' && !has.hasShow) return has.hasEdit ? 'edit' : 'list';
  if (wanted === 'edit' && !has.hasEdit) return has.hasShow ? 'show' : 'list';
  return wanted;
}
