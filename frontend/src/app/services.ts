import { ApiClient, ApiError, Uploader, createApiClient } from '../platform/api-client';
import { LazyAuthGateway, createFirebaseAuthGateway } from '../platform/firebase';
import { Signal, createSignal } from '../platform/signal';

export interface AppEnvironment {
  navigate(to: string, options?: { replace?: boolean }): Promise<void>;
}

/** What every feature's saga is wired to: the API, Firebase, the router and the browser. */
export interface AppServices extends AppEnvironment {
  client: ApiClient & Uploader;
  auth: LazyAuthGateway;
  /** Every failed API call (a 403 ACCOUNT_DISABLED ends the session wherever it happens). */
  apiErrors: Signal<ApiError>;
  /** Absent when the browser refuses it (privacy settings). */
  storage: Storage | undefined;
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function createAppServices({ navigate }: AppEnvironment): AppServices {
  const apiErrors = createSignal<ApiError>();
  // The client asks the gateway for tokens and the gateway asks the client for the config.
  let auth: LazyAuthGateway | undefined;
  const client = createApiClient({ getIdToken: async () => (auth ? auth.currentIdToken() : null), onError: apiErrors.emit });
  auth = createFirebaseAuthGateway(client);
  return { navigate, client, auth, apiErrors, storage: safeLocalStorage() };
}
