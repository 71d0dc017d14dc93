import type { PersonalDataVault } from '../personal-data/personal-data-vault';
import type { ProjectionTools } from './projection';

/** The tools every projection gets, backed by the personal data vault. */
export function projectionTools(vault: PersonalDataVault): ProjectionTools {
  return { openPersonalData: (sealed) => vault.open(sealed) };
}
