/** dd/MM/yyyy by the day in Vietnam, as the PDF prints it, whatever the viewer's time zone. */
const vietnamDay = new Intl.DateTimeFormat('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', day: '2-digit', month: '2-digit', year: 'numeric' });

export function certificateDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : vietnamDay.format(date);
}
