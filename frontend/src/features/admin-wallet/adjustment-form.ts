import { adjustWalletRequestSchema } from '@academy/contracts';
import { checkWithSchema, FormDefinition } from '../../lib/form';

export const ADJUSTMENT_FIELDS = ['userId', 'direction', 'amount', 'reason'] as const;
export type AdjustmentField = (typeof ADJUSTMENT_FIELDS)[number];

/** The dialog's own text: the contracts word only what the server checks. */
export const USER_REQUIRED = 'Vui lòng chọn người dùng cần điều chỉnh.';

/** What the dialog sends besides the chosen user (the saga adds the user and the attempt's key). */
export type AdjustmentRequest = { direction: 'credit' | 'debit'; amount: number; reason: string };

/** What an admin types as an amount ('50.000', '50 000 ₫') read as digits; '' when there are none. */
export const typedDigits = (typed: string) => typed.replace(/\D/g, '');

/**
 * The 'Điều chỉnh số dư' form: the user is chosen from the search (its id in `userId`), cộng or
 * trừ, a whole-đồng amount above zero and a reason, checked with the contracts' schema so the
 * browser and the server say the same thing.
 */
export const adjustmentForm: FormDefinition<AdjustmentField, AdjustmentRequest> = {
  fields: ADJUSTMENT_FIELDS,
  initial: { userId: '', direction: 'credit', amount: '', reason: '' },
  validate(values) {
    const digits = typedDigits(values.amount);
    const input = { ...values, amount: digits === '' ? undefined : Number(digits) };
    const own = values.userId === '' ? { userId: USER_REQUIRED } : {};
    const checked = checkWithSchema(adjustWalletRequestSchema, input, ADJUSTMENT_FIELDS, { own });
    if (!checked.ok) return checked;
    const { direction, amount, reason } = checked.request;
    return { ok: true, request: { direction, amount, reason } };
  },
};
