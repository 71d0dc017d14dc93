const DAY_SECONDS = 24 * 60 * 60;

export function setCookie(name: string, value: string, days: number, doc: Document = document): void {
  doc.cookie = `${name}=${encodeURIComponent(value)}; max-age=${days * DAY_SECONDS}; path=/; SameSite=Lax`;
}

export function getCookie(name: string, doc: Document = document): string | null {
  const entry = doc.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : null;
}
