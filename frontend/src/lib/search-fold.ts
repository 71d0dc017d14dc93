/** Accent- and case-insensitive form of a text for searching: 'quang cao' finds 'Quảng cáo'. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toLowerCase();
}

/** True when `text` contains what was typed, ignoring accents, case and surrounding spaces. */
export function matchesSearch(text: string, typed: string): boolean {
  return foldForSearch(text).includes(foldForSearch(typed.trim()));
}
