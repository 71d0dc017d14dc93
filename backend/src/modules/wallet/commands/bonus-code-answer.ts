import type { BonusCodeChangedResponse } from '@academy/contracts';
import { HttpProblem } from '../../../platform/http/http-problem';
import type { BonusCodesQuery } from '../read-models/bonus-codes/bonus-codes.query';

/**
 * The code a screen's id names: ids are given at creation and stay with the code, while the code
 * names its stream (as discount codes, docs/decisions.md "Bonus codes"). 404 once erased.
 */
export async function bonusCodeNamedBy(bonusCodes: BonusCodesQuery, bonusCodeId: string): Promise<string> {
  const code = await bonusCodes.codeOf(bonusCodeId);
  if (code === null) throw new HttpProblem(404, 'BONUS_CODE_NOT_FOUND');
  return code;
}

/** The code as the read model shows it right after a write (read-your-writes), with the toast text. */
export async function bonusCodeAnswer(bonusCodes: BonusCodesQuery, bonusCodeId: string, message: string): Promise<BonusCodeChangedResponse> {
  const bonusCode = await bonusCodes.byId(bonusCodeId);
  if (!bonusCode) throw new HttpProblem(404, 'BONUS_CODE_NOT_FOUND');
  return { message, bonusCode };
}
