import { Inject, Injectable } from '@nestjs/common';
import type { BankTransferInstructions } from '@academy/contracts';
import { QRPay } from 'vietnam-qr-pay';
import { APP_CONFIG, AppConfig } from '../../../platform/config/app-config';

/**
 * How a buyer pays an order by bank transfer: our account, the exact amount and the memo, and the
 * same drawn as a VietQR code (EMVCo, built here offline: tag 38 holds the bank BIN and account,
 * 54 the amount, 62.08 the memo). Any Vietnamese banking app reads it and fills the transfer in.
 */
@Injectable()
export class BankTransferInstructionsFactory {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  forPayment(amount: number, memo: string): BankTransferInstructions {
    const { PAYMENT_BANK_BIN, PAYMENT_BANK_NAME, PAYMENT_ACCOUNT_NUMBER, PAYMENT_ACCOUNT_NAME } = this.config;
    const qrPayload = QRPay.initVietQR({ bankBin: PAYMENT_BANK_BIN, bankNumber: PAYMENT_ACCOUNT_NUMBER, amount: String(amount), purpose: memo }).build();
    return {
      bankBin: PAYMENT_BANK_BIN,
      bankName: PAYMENT_BANK_NAME,
      accountNumber: PAYMENT_ACCOUNT_NUMBER,
      accountName: PAYMENT_ACCOUNT_NAME,
      amount,
      memo,
      qrPayload,
    };
  }
}
