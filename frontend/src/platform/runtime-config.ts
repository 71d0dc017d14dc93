import { PublicConfig } from '@academy/contracts';
import { ApiClient } from './api-client';

export const CONFIG_UNAVAILABLE_MESSAGE =
  'Không thể tải cấu hình hệ thống. Tính năng đăng nhập tạm thời không khả dụng.';

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error(CONFIG_UNAVAILABLE_MESSAGE)), ms));
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The config when the body has the shape of `publicConfigSchema`, else null. Checked by hand: this
 * runs at boot on every page, and the schema would bring zod with it (docs/decisions.md "Speed: the
 * first page's JavaScript"); the spec beside this file holds it to the schema.
 */
export function toPublicConfig(body: unknown): PublicConfig | null {
  if (!isRecord(body) || !isRecord(body.firebase)) return null;
  const { apiKey, authDomain, projectId, authEmulatorUrl } = body.firebase;
  if (typeof apiKey !== 'string' || typeof authDomain !== 'string' || typeof projectId !== 'string') return null;
  if (authEmulatorUrl !== null && typeof authEmulatorUrl !== 'string') return null;
  return { firebase: { apiKey, authDomain, projectId, authEmulatorUrl } };
}

/**
 * One web build runs in every environment: Firebase settings come from the API at boot.
 * Bounded in time so a dead API shows the site (without sign-in) instead of an endless splash.
 */
export async function loadPublicConfig(client: ApiClient, timeoutMs = 8000): Promise<PublicConfig> {
  const body = await Promise.race([client.call('publicConfig'), timeout(timeoutMs)]);
  const config = toPublicConfig(body);
  if (!config) throw new Error(CONFIG_UNAVAILABLE_MESSAGE);
  return config;
}
