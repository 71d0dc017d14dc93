import { PublicConfig, publicConfigSchema } from '@academy/contracts';
import { ApiClient } from './api-client';

export const CONFIG_UNAVAILABLE_MESSAGE =
  'Không thể tải cấu hình hệ thống. Tính năng đăng nhập tạm thời không khả dụng.';

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error(CONFIG_UNAVAILABLE_MESSAGE)), ms));
}

/**
 * One web build runs in every environment: Firebase settings come from the API at boot.
 * Bounded in time so a dead API shows the site (without sign-in) instead of an endless splash.
 */
export async function loadPublicConfig(client: ApiClient, timeoutMs = 8000): Promise<PublicConfig> {
  const body = await Promise.race([client.call('publicConfig'), timeout(timeoutMs)]);
  const parsed = publicConfigSchema.safeParse(body);
  if (!parsed.success) throw new Error(CONFIG_UNAVAILABLE_MESSAGE);
  return parsed.data;
}
