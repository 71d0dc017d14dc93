/** The buyer's tool licences ("Phần mềm của tôi") as the web app shows them. */
export const LICENCE_MESSAGES = {
  title: 'Phần mềm của tôi',
  empty: 'Bạn chưa mua phần mềm nào.',
  loadFailed: 'Không thể tải danh sách phần mềm của bạn.',
  browseTools: 'Khám phá phần mềm',
  lifetime: 'Trọn đời',
  validUntil: 'Hạn dùng đến',
  plan: 'Gói',
  active: 'Đang sử dụng',
  expired: 'Đã hết hạn',
  delivery: 'Cách nhận phần mềm',
  expiredDelivery: 'Gia hạn để tiếp tục sử dụng phần mềm.',
} as const;
