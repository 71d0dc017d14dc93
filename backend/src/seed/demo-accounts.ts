import type { Role } from '@academy/contracts';

/** The demo logins `npm start` creates; the README lists them too. */
export const DEMO_ACCOUNTS: ReadonlyArray<{ role: Role; name: string; email: string; password: string; phoneNumber: string }> = [
  { role: 'admin', name: 'Quản trị viên', email: 'admin@hocvien.local', password: 'Admin@123456', phoneNumber: '0900000001' },
  { role: 'instructor', name: 'Giảng viên Minh', email: 'giangvien@hocvien.local', password: 'GiangVien@123', phoneNumber: '0900000002' },
  { role: 'student', name: 'Học viên Lan', email: 'hocvien@hocvien.local', password: 'HocVien@123', phoneNumber: '0900000003' },
];
