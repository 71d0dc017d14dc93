import { BonusCode, BonusCodeChangedResponse, CreateBonusCodeRequest, DeleteBonusCodeResponse, UpdateBonusCodeRequest } from '@academy/contracts';
import { ApiClient } from '../../platform/api-client';

export interface BonusCodesApi {
  list(): Promise<BonusCode[]>;
  create(request: CreateBonusCodeRequest): Promise<BonusCodeChangedResponse>;
  /** The terms, and the active flag when sent: the state wanted, so a double click cannot undo itself. */
  update(id: string, request: UpdateBonusCodeRequest): Promise<BonusCodeChangedResponse>;
  remove(id: string): Promise<DeleteBonusCodeResponse>;
}

export function createBonusCodesApi(client: ApiClient): BonusCodesApi {
  return {
    list: async () => (await client.call('listBonusCodes')).bonusCodes,
    create: (body) => client.call('createBonusCode', { body }),
    update: (id, body) => client.call('updateBonusCode', { params: { id }, body }),
    remove: (id) => client.call('deleteBonusCode', { params: { id } }),
  };
}
