import type { SiteSettings } from '@academy/contracts';

/** A stored number (digits, maybe +84) as Vietnamese readers group it: 0901 234 567, 1900 6868, 028 3812 3456. */
export function formatPhone(phone: string): string {
  if (/^1[89]00\d{4}$/.test(phone)) return `${phone.slice(0, 4)} ${phone.slice(4)}`;
  if (/^1[89]00\d{5,6}$/.test(phone)) return `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`;
  if (/^0[35789]\d{8}$/.test(phone)) return `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`;
  if (/^02\d{9}$/.test(phone)) return `${phone.slice(0, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}`;
  return phone;
}

/** `tel:` in international form, which every phone dials. */
export function telHref(phone: string): string {
  return `tel:${phone.startsWith('0') ? `+84${phone.slice(1)}` : phone}`;
}

/** dd/mm/yyyy, as Vietnamese documents write dates. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return year && month && date ? `${date}/${month}/${year}` : day;
}

/** The line Vietnamese buyers look for under a selling website (Decree 52/2013/NĐ-CP art. 29). */
export function businessRegistrationLine(settings: Pick<SiteSettings, 'companyName' | 'businessCode' | 'issuedBy' | 'issuedOn'>): string {
  return `${settings.companyName}. Mã số doanh nghiệp: ${settings.businessCode}, cấp ngày ${formatDay(settings.issuedOn)} tại ${settings.issuedBy}.`;
}

export const SOCIAL_NETWORKS = [
  { field: 'facebook', label: 'Facebook' },
  { field: 'youtube', label: 'YouTube' },
  { field: 'tiktok', label: 'TikTok' },
  { field: 'zalo', label: 'Zalo' },
] as const satisfies ReadonlyArray<{ field: keyof SiteSettings; label: string }>;
