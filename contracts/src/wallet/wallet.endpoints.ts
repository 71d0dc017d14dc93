import { composeSlices, endpoint, Endpoint } from '../shared';
import {
  adjustWalletRequestSchema,
  adjustWalletResponseSchema,
  adminWalletQuerySchema,
  myWalletEntriesResponseSchema,
  walletStatsResponseSchema,
  walletTransactionsResponseSchema,
} from './admin-wallet.schemas';
import {
  bonusCodeChangedResponseSchema,
  claimBonusRequestSchema,
  claimBonusResponseSchema,
  createBonusCodeRequestSchema,
  deleteBonusCodeResponseSchema,
  listBonusCodesResponseSchema,
  receivedBonusHistoryResponseSchema,
  updateBonusCodeRequestSchema,
} from './bonus-code.schemas';
import {
  depositHistoryResponseSchema,
  depositRequestSchema,
  depositSchema,
  depositStatusResponseSchema,
  walletBalanceResponseSchema,
  walletHistoryQuerySchema,
} from './wallet.schemas';

/**
 * The user's wallet: balance and deposits by bank transfer (spec part 2 section 7 'Wallet'). Paying
 * from it, `POST /wallet/purchase`, is a checkout: commerce's order slice declares it.
 */
export const balanceEndpoints = {
  walletBalance: endpoint({
    method: 'get',
    path: '/wallet/balance',
    access: 'user',
    tag: 'wallet',
    summary: 'Số dư ví chính, ví thưởng và các khoản thưởng còn hạn',
    response: walletBalanceResponseSchema,
  }),
  createDeposit: endpoint({
    method: 'post',
    path: '/wallet/deposit',
    access: 'user',
    tag: 'wallet',
    summary: 'Tạo lệnh nạp tiền (chuyển khoản VietQR với mã nội dung)',
    body: depositRequestSchema,
    response: depositSchema,
    idempotent: true,
  }),
  depositStatus: endpoint({
    method: 'get',
    path: '/wallet/deposit-status/:code',
    access: 'user',
    tag: 'wallet',
    summary: 'Trạng thái lệnh nạp tiền (trang thanh toán hỏi định kỳ)',
    response: depositStatusResponseSchema,
  }),
  depositByCode: endpoint({
    method: 'get',
    path: '/wallet/deposit/:code',
    access: 'user',
    tag: 'wallet',
    summary: 'Chi tiết lệnh nạp tiền theo mã',
    response: depositSchema,
  }),
  depositHistory: endpoint({
    method: 'get',
    path: '/wallet/history/deposits',
    access: 'user',
    tag: 'wallet',
    summary: 'Lịch sử nạp tiền (mới nhất trước)',
    query: walletHistoryQuerySchema,
    response: depositHistoryResponseSchema,
  }),
  myWalletEntries: endpoint({
    method: 'get',
    path: '/wallet/history/entries',
    access: 'user',
    tag: 'wallet',
    summary: 'Biến động số dư ví: nạp tiền, tiền thưởng, thanh toán, hoàn tiền, điều chỉnh (mới nhất trước)',
    query: walletHistoryQuerySchema,
    response: myWalletEntriesResponseSchema,
  }),
} satisfies Record<string, Endpoint>;

/** Bonus codes: the admin's list and form, the user's claim and what they received. */
export const bonusCodeEndpoints = {
  listBonusCodes: endpoint({
    method: 'get',
    path: '/admin/bonus-codes',
    access: 'admin',
    tag: 'wallet',
    summary: 'Danh sách mã thưởng (mới nhất trước)',
    response: listBonusCodesResponseSchema,
  }),
  createBonusCode: endpoint({
    method: 'post',
    path: '/admin/bonus-codes',
    access: 'admin',
    tag: 'wallet',
    summary: 'Tạo mã thưởng',
    body: createBonusCodeRequestSchema,
    response: bonusCodeChangedResponseSchema,
    idempotent: true,
  }),
  updateBonusCode: endpoint({
    method: 'put',
    path: '/admin/bonus-codes/:id',
    access: 'admin',
    tag: 'wallet',
    summary: 'Cập nhật điều kiện của mã thưởng (áp dụng cho lượt nhận sau)',
    body: updateBonusCodeRequestSchema,
    response: bonusCodeChangedResponseSchema,
  }),
  deleteBonusCode: endpoint({
    method: 'delete',
    path: '/admin/bonus-codes/:id',
    access: 'admin',
    tag: 'wallet',
    summary: 'Xóa mã thưởng (mã đã có người nhận thì được tắt thay vì xóa)',
    response: deleteBonusCodeResponseSchema,
  }),
  claimBonus: endpoint({
    method: 'post',
    path: '/bonus/claim',
    access: 'user',
    tag: 'wallet',
    summary: 'Nhận mã thưởng vào ví thưởng (mỗi người một lần)',
    body: claimBonusRequestSchema,
    response: claimBonusResponseSchema,
  }),
  receivedBonusHistory: endpoint({
    method: 'get',
    path: '/bonus/history/received',
    access: 'user',
    tag: 'wallet',
    summary: 'Lịch sử tiền thưởng đã nhận (mới nhất trước)',
    query: walletHistoryQuerySchema,
    response: receivedBonusHistoryResponseSchema,
  }),
} satisfies Record<string, Endpoint>;

/** /admin/wallet/manager: the stat cards, the users' money transactions, every ledger entry, and hand adjustments. */
export const adminWalletEndpoints = {
  walletStats: endpoint({
    method: 'get',
    path: '/admin/wallet/stats',
    access: 'admin',
    tag: 'wallet',
    summary: 'Tổng ví chính, tổng ví thưởng còn hạn, tổng đã nạp',
    response: walletStatsResponseSchema,
  }),
  walletTransactions: endpoint({
    method: 'get',
    path: '/admin/wallet/transactions',
    access: 'admin',
    tag: 'wallet',
    summary: 'Giao dịch tiền thật của người dùng: nạp tiền, thanh toán bằng ví, hoàn tiền',
    query: adminWalletQuerySchema,
    response: walletTransactionsResponseSchema,
  }),
  walletSystemTransactions: endpoint({
    method: 'get',
    path: '/admin/wallet/system-transactions',
    access: 'admin',
    tag: 'wallet',
    summary: 'Mọi biến động số dư ví của hệ thống',
    query: adminWalletQuerySchema,
    response: walletTransactionsResponseSchema,
  }),
  adjustWallet: endpoint({
    method: 'post',
    path: '/admin/wallet/adjustments',
    access: 'admin',
    tag: 'wallet',
    summary: 'Điều chỉnh số dư ví chính của một người dùng (bắt buộc lý do)',
    body: adjustWalletRequestSchema,
    response: adjustWalletResponseSchema,
    idempotent: true,
  }),
} satisfies Record<string, Endpoint>;

export const walletEndpoints = composeSlices(balanceEndpoints, bonusCodeEndpoints, adminWalletEndpoints) satisfies Record<string, Endpoint>;
