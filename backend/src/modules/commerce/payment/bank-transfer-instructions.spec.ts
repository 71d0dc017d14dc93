import { QRPay } from 'vietnam-qr-pay';
import { loadConfig } from '../../../platform/config/app-config';
import { BankTransferInstructionsFactory } from './bank-transfer-instructions';

describe('bank transfer instructions', () => {
  const config = loadConfig({ PAYMENT_BANK_BIN: '970436', PAYMENT_ACCOUNT_NUMBER: '0071000888888', PAYMENT_ACCOUNT_NAME: 'HOC VIEN MARKETING' });
  const instructions = new BankTransferInstructionsFactory(config).forPayment(538_200, 'DH0000ABCD12X');

  it('draws a VietQR code any banking app reads as our account, the exact amount and the memo', () => {
    const decoded = new QRPay(instructions.qrPayload);
    expect(decoded.isValid).toBe(true);
    expect(decoded.provider.guid).toBe('A000000727');
    expect(decoded.consumer).toMatchObject({ bankBin: '970436', bankNumber: '0071000888888' });
    expect(decoded).toMatchObject({ initMethod: '12', amount: '538200', currency: '704', nation: 'VN' });
    expect(decoded.additionalData.purpose).toBe('DH0000ABCD12X');
  });

  it('names the account and the memo as the page shows them', () => {
    expect(instructions).toMatchObject({ bankName: 'Vietcombank', accountName: 'HOC VIEN MARKETING', amount: 538_200, memo: 'DH0000ABCD12X' });
  });
});
