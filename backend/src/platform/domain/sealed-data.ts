/**
 * Personal data as it is stored in events: encrypted with its subject's own key, readable only
 * while that key exists (see platform/personal-data). Deciders pass it along untouched.
 */
export interface SealedData {
  sealed: 'aes-256-gcm';
  subject: string;
  iv: string;
  tag: string;
  data: string;
}
