// `npm run bank:transfer -- <code> <amount>`: the bank simulator. Posts the notification SePay
// would send for an incoming transfer of <amount> VND with <code> (an order's DH… or a wallet
// deposit's NT…) in its memo to the local API's webhook, signed with the webhook key, so a purchase
// or a top-up can be paid offline from `npm start`. Options: --api <url> (default http://127.0.0.1:$PORT or 3000), --content <memo text>.
import { parseArgs } from 'node:util';

// The development key the API accepts when SEPAY_WEBHOOK_KEY is unset (DEVELOPMENT_SEPAY_WEBHOOK_KEY
// in backend/src/platform/config/app-config.ts); never accepted in production.
const DEVELOPMENT_KEY = 'dev-sepay-webhook-key-not-secret';
const DEMO_ACCOUNT = '0071000888888';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { api: { type: 'string' }, content: { type: 'string' } },
});
const [memo, amountText] = positionals;
const amount = Number(amountText);
if (!memo || !Number.isSafeInteger(amount) || amount <= 0) {
  console.error('Usage: npm run bank:transfer -- <order or deposit code, e.g. DH0A1B2C3D4EX or NT0A1B2C3D4EX> <amount in whole VND, e.g. 499000>');
  process.exit(2);
}

const api = values.api ?? `http://127.0.0.1:${process.env.PORT ?? '3000'}`;
const id = Date.now();
const notification = {
  id,
  gateway: 'Vietcombank',
  transactionDate: new Date(Date.now() + 7 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19),
  accountNumber: process.env.PAYMENT_ACCOUNT_NUMBER || DEMO_ACCOUNT,
  code: null,
  content: values.content ?? `${memo} chuyen tien mua khoa hoc`,
  transferType: 'in',
  transferAmount: amount,
  accumulated: amount,
  subAccount: null,
  referenceCode: `FT${id}`,
  description: 'Bank simulator (npm run bank:transfer)',
};

const response = await fetch(`${api}/api/payments/sepay/webhook`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Authorization: `Apikey ${process.env.SEPAY_WEBHOOK_KEY || DEVELOPMENT_KEY}` },
  body: JSON.stringify(notification),
}).catch((error) => {
  console.error(`Could not reach the API at ${api}: ${error.message}. Is \`npm start\` running?`);
  process.exit(1);
});
const body = await response.text();
if (!response.ok) {
  console.error(`The webhook answered ${response.status}: ${body}`);
  process.exit(1);
}
console.log(`Transfer sepay-${id} of ${amount.toLocaleString('vi-VN')} đ with memo "${notification.content}" reported to ${api}: ${body}`);
console.log('The order turns paid within a second when the code and the exact amount match; otherwise it waits in /admin/payments.');
