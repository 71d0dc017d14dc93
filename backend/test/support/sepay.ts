import { DEVELOPMENT_SEPAY_WEBHOOK_KEY } from '../../src/platform/config/app-config';
import type { apiClient, JsonResponse } from './http-client';

/** The account the app receives transfers on unless configured otherwise (PAYMENT_ACCOUNT_NUMBER). */
export const DEMO_ACCOUNT_NUMBER = '0071000888888';

let lastId = Date.now();

/** SePay's notification of an incoming transfer to the academy's account, field for field; each call a new SePay id. */
export function sepayNotification(content: string, amount: number, overrides: Record<string, unknown> = {}) {
  const id = (lastId += 1);
  return {
    id,
    gateway: 'Vietcombank',
    transactionDate: '2026-12-01 16:10:00',
    accountNumber: DEMO_ACCOUNT_NUMBER,
    code: null,
    content,
    transferType: 'in',
    transferAmount: amount,
    accumulated: 25_000_000,
    subAccount: null,
    referenceCode: `FT${id}`,
    description: 'BankAPINotify',
    ...overrides,
  };
}

/** Posts a notification to the webhook as SePay does, signed with the development key unless `key` is given. */
export function reportTransfer(api: ReturnType<typeof apiClient>, notification: object, key = DEVELOPMENT_SEPAY_WEBHOOK_KEY): Promise<JsonResponse> {
  return api('POST', '/payments/sepay/webhook', { headers: { Authorization: `Apikey ${key}` }, body: notification });
}
