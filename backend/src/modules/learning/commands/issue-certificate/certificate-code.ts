import { CERTIFICATE_CODE_ALPHABET } from '@academy/contracts';
import { randomInt } from 'crypto';

const GROUPS = 3;
const GROUP_LENGTH = 4;

/**
 * A fresh verification code, `CC-XXXX-XXXX-XXXX`: 12 symbols drawn uniformly (crypto's `randomInt`,
 * no modulo bias) from 31 unambiguous ones, about 59 bits. Random rather than derived from the ids,
 * so knowing a learner and a course tells nothing about their code; the decider keeps the first.
 */
export function newCertificateCode(): string {
  const group = () => Array.from({ length: GROUP_LENGTH }, () => CERTIFICATE_CODE_ALPHABET[randomInt(CERTIFICATE_CODE_ALPHABET.length)]).join('');
  return ['CC', ...Array.from({ length: GROUPS }, group)].join('-');
}
